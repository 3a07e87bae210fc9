import { StoreIcon } from "@/components/icons";
import { Link } from "@/i18n/navigation";

/** The console's name, as the top of its frame (the console is not the public site: no public logo link). */
export function ConsoleMark() {
  return (
    <Link href="/admin" className="inline-flex items-center gap-2 rounded-lg font-bold text-white">
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600">
        <StoreIcon className="size-5" />
      </span>
      <span className="leading-tight">
        DLMP <span className="block text-xs font-medium text-brand-200">Operator console</span>
      </span>
    </Link>
  );
}
