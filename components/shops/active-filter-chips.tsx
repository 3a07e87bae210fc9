import { Link } from "@/i18n/navigation";

export type FilterChip = { key: string; label: string; href: Record<string, string>; removeLabel?: string };

/**
 * The listing's active filters as chips (on /shops or a town page: `pathname`); each is a link to the same listing without that filter, so
 * removing one needs no script (docs/product.md#screens-and-routes).
 */
export function ActiveFilterChips({ chips, label, pathname = "/shops" }: { chips: FilterChip[]; label: string; pathname?: string }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            href={{ pathname, query: chip.href }}
            aria-label={chip.removeLabel}
            data-testid="filter-chip"
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-300 bg-brand-50 px-3 text-sm font-medium text-brand-900 hover:border-brand-500"
          >
            <span>{chip.label}</span>
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
