import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

/** A dashboard panel: a heading, a "view all" link to the full list, and the latest rows. */
export function ListPanel({ id, title, href, viewAll, children }: { id: string; title: string; href: string; viewAll: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-stone-900">{title}</h2>
        <Link href={href} className="text-sm font-semibold text-brand-700 hover:underline">{viewAll}</Link>
      </div>
      {children}
    </section>
  );
}
