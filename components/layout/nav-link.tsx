"use client";

import type { ComponentProps } from "react";
import { Link, usePathname } from "@/i18n/navigation";

type Props = Omit<ComponentProps<typeof Link>, "href"> & { href: string; /** only the page itself, not the pages below it */ exact?: boolean };

/**
 * A `Link` that marks itself `aria-current="page"` on its own page, so the
 * current section can be styled with Tailwind's `aria-[current=page]:` variant.
 */
export function NavLink({ href, exact = false, ...rest }: Props) {
  const pathname = usePathname();
  const active = href === "/" || exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return <Link href={href} aria-current={active ? "page" : undefined} {...rest} />;
}
