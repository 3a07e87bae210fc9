import { NavLink } from "@/components/layout/nav-link";

/** The operator console's sections, in the order an operator's day runs through them. */
export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Overview", exact: true },
  { href: "/admin/shops", label: "Shops & franchisees" },
  { href: "/admin/sales", label: "Sales" },
  { href: "/admin/customers", label: "Customers" },
  { href: "/admin/categories", label: "Categories" },
  { href: "/admin/news", label: "News" },
  { href: "/admin/comments", label: "Comments" },
  { href: "/admin/grievances", label: "Grievances" },
  { href: "/admin/commissions", label: "Commission months" },
  { href: "/admin/payouts", label: "Payouts" },
  { href: "/admin/plans", label: "Commission plans" },
  { href: "/admin/audit", label: "Audit log" },
] as const;

/** Side navigation on wide screens, a scrolling tab bar on phones. */
export function AdminNav() {
  return (
    <nav aria-label="Operator console" className="border-b border-stone-200 bg-white lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0">
      <ul className="flex gap-1 overflow-x-auto px-3 py-2 text-sm lg:sticky lg:top-0 lg:flex-col lg:overflow-visible lg:py-6">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.href}>
            <NavLink
              href={section.href}
              exact={"exact" in section && section.exact}
              className="block rounded-lg px-3 py-2 font-medium whitespace-nowrap text-stone-700 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
