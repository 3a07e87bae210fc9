"use client";

import type { ComponentProps } from "react";
import { Link, usePathname, useRouter } from "@/i18n/navigation";

/** What the locale-aware router can fetch ahead: a path, or a pathname with its query. */
type LinkHref = Parameters<ReturnType<typeof useRouter>["prefetch"]>[0];
type IntentLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: LinkHref };

/**
 * A link of the site's frame (header, menus, footer, logo, section tabs) that fetches its page
 * ahead only when the visitor shows the intent to follow it: the pointer over it, a finger on it, or
 * keyboard focus. Next.js's `Link` fetches every link on screen as soon as the page is idle, and
 * the wide header shows a dozen on every page; for the static ones (home, Contact Us) that fetch
 * brought their page's JavaScript too, 9 KiB on every page before any interaction
 * (docs/decisions/144-chrome-links-prefetch-on-intent.md). Links inside a page's content keep Next.js's default.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}

type Props = Omit<IntentLinkProps, "href"> & { href: string; /** only the page itself, not the pages below it */ exact?: boolean };

/**
 * An `IntentLink` that marks itself `aria-current="page"` on its own page, so the
 * current section can be styled with Tailwind's `aria-[current=page]:` variant.
 */
export function NavLink({ href, exact = false, ...rest }: Props) {
  const pathname = usePathname();
  const active = href === "/" || exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return <IntentLink href={href} aria-current={active ? "page" : undefined} {...rest} />;
}
