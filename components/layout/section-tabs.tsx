import { NavLink } from "@/components/layout/nav-link";

/** A signed-in area's own navigation under the site header (customer portal, shop back office). */
export function SectionTabs({ label, tabs }: { label: string; tabs: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="border-b border-stone-200 bg-white">
      <ul className="page-container flex gap-1 overflow-x-auto py-2 text-sm">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <NavLink href={tab.href} className="block rounded-lg px-3 py-2 font-medium whitespace-nowrap text-stone-700 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700">
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
