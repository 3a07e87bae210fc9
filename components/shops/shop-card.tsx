import { StaticImage } from "@/components/media/static-image";
import { useLocale, useTranslations } from "next-intl";
import { MapPinIcon } from "@/components/icons";
import { Link } from "@/i18n/navigation";
import { cutText, localShopCard, shopPath, townPath, type ShopCardData } from "@/lib/public/types";
import { FavoriteButton } from "./favorite-button";
import { ShopActionLinks } from "./shop-action-links";
import { OpenStatus } from "./open-status-client";
import { countArgs, formatNumber } from "@/lib/format";
import { formatAverage, RatingStars } from "@/components/reviews/rating-stars";

/**
 * A shop card (docs/product.md#screens-and-routes, #business-constants): image (default when none), name, its rating when
 * it has reviews (docs/product.md#reviews), open now / closes at (lib/public/opening-hours.ts), city (a link to its town page), pincode, distance when
 * located, and the actions (`ShopActionLinks`: Call and WhatsApp with the shop's number, Directions when it has a map position). Phones get a
 * compact card, image beside the text (about four to a screen); wider screens the image on top with the address and Explore
 * Now.
 * Usable from server and client components; `renderedAt` (server pages) is the time the server's status was worked out at.
 */
export function ShopCard({ shop, headingLevel = 3, priority = false, renderedAt }: { shop: ShopCardData; headingLevel?: 2 | 3; priority?: boolean; renderedAt?: number }) {
  const t = useTranslations("ShopCard");
  const local = localShopCard(useLocale(), shop);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = shopPath(shop);
  return (
    <article
      className="group relative grid h-full grid-cols-[6.5rem_minmax(0,1fr)] overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg sm:flex sm:flex-col"
      data-testid="shop-card"
    >
      <Link href={href} tabIndex={-1} aria-hidden="true" className="relative block h-full min-h-28 overflow-hidden bg-brand-50 sm:aspect-[4/3] sm:h-auto">
        <StaticImage
          src={shop.image}
          alt=""
          width={400}
          height={300}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 104px"
          unoptimized={!shop.hasImage || shop.image.endsWith(".svg")}
          priority={priority}
          className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105 sm:static"
        />
      </Link>
      <div className="absolute bottom-1.5 left-1.5 flex max-w-[6rem] flex-col items-start gap-1 sm:top-3 sm:bottom-auto sm:left-3 sm:max-w-none sm:flex-row sm:gap-1.5">
        {shop.featured ? <span className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-semibold text-white shadow sm:px-2.5 sm:py-1">{t("featured")}</span> : null}
        {shop.bestDeal ? <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white shadow sm:px-2.5 sm:py-1">{t("bestDeal")}</span> : null}
      </div>
      <FavoriteButton shopId={shop.id} shopName={local.name} className="absolute top-1 left-1 sm:top-3 sm:right-3 sm:left-auto" />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <p className="truncate text-xs font-semibold tracking-wide text-brand-600 uppercase">{local.category}</p>
        <Heading className="mt-0.5 line-clamp-1 text-base leading-snug font-bold text-stone-900 sm:mt-1 sm:line-clamp-2 sm:text-lg">
          <Link href={href} className="hover:text-brand-700">
            <span lang={local.nameLang}>{local.name}</span>
          </Link>
        </Heading>
        {shop.rating.count > 0 && shop.rating.average !== null ? (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-stone-700" data-testid="shop-card-rating">
            <RatingStars rating={shop.rating.average} />
            <span aria-hidden="true" className="font-semibold text-stone-900">
              {formatAverage(shop.rating.average)}
            </span>
            <span aria-hidden="true">({formatNumber(shop.rating.count)})</span>
            <span className="sr-only">{t("rating", { ...countArgs(shop.rating.count), averageText: formatAverage(shop.rating.average) })}</span>
          </p>
        ) : null}
        <div className="mt-0.5 min-h-5 truncate text-xs sm:text-sm">
          <OpenStatus hours={shop.hours} closure={shop.closure} renderedAt={renderedAt} />
        </div>
        <p className="mt-0.5 flex items-center gap-1 text-sm font-medium text-stone-700">
          <MapPinIcon className="size-4 shrink-0 text-accent-600" />
          <span className="truncate">
            {/* The town's page exists: this card's shop is a published shop there (docs/decisions/137-town-pages.md). */}
            {local.city && shop.citySlug ? (
              <Link href={townPath(shop.citySlug)} data-testid="shop-card-town" className="underline decoration-stone-300 underline-offset-4 hover:text-brand-700 hover:decoration-current">
                {local.city}
              </Link>
            ) : (
              local.city
            )}
            {local.city && shop.pincode ? " – " : null}
            {shop.pincode}
            {shop.distanceMetres !== undefined ? ` · ${t("distance", { km: formatNumber(shop.distanceMetres / 1000, { maximumFractionDigits: 1 }) })}` : null}
          </span>
        </p>
        <p className="mt-1 hidden text-sm text-stone-600 sm:block">{cutText(shop.address, 45)}</p>
        <div className="mt-2 sm:mt-auto sm:pt-3">
          <ShopActionLinks shop={shop} name={local.name} variant="card" />
          <Link
            href={href}
            className="hidden min-h-11 items-center justify-center gap-1 rounded-lg pt-1 text-sm font-semibold text-brand-700 hover:text-brand-900 sm:inline-flex"
          >
            {t("exploreNow")} <span aria-hidden="true">→</span>
            <span className="sr-only">: {local.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
