import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/json-ld";
import { IntentLink } from "@/components/layout/nav-link";
import { getPathname } from "@/i18n/navigation";
import type { AppLocale } from "@/i18n/routing";
import { siteOrigin } from "@/server/seo/site-origin";

/** One step of a trail: its name in the page's language (`lang="en"` for an English fallback) and its address. */
export type Crumb = { name: string; href: Parameters<typeof getPathname>[0]["href"]; lang?: string };

/**
 * A page's breadcrumbs, visible (a `nav` named in the page's language, the last step the current
 * page) and as the schema.org BreadcrumbList search engines read, built from the same steps so the
 * two never differ (docs/decisions/137-town-pages.md). Server-rendered, its links the frame's
 * `IntentLink`: fetched ahead on intent, since Home's automatic prefetch would load the home page's
 * JavaScript with every page that shows a trail (docs/decisions/144-chrome-links-prefetch-on-intent.md).
 */
export async function Breadcrumbs({ crumbs, className = "" }: { crumbs: Crumb[]; className?: string }) {
  const t = await getTranslations("Shops");
  const locale = (await getLocale()) as AppLocale;
  const origin = await siteOrigin();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(getPathname({ href: crumb.href, locale }), origin).toString(),
    })),
  };
  return (
    <>
      <JsonLd data={jsonLd} />
      <nav aria-label={t("breadcrumb")} className={`text-sm text-stone-600 ${className}`}>
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => (
            <li key={index} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" lang={crumb.lang} className="font-medium text-stone-800">
                  {crumb.name}
                </span>
              ) : (
                <IntentLink href={crumb.href} lang={crumb.lang} className="inline-flex min-h-6 items-center underline-offset-4 hover:underline">
                  {crumb.name}
                </IntentLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
