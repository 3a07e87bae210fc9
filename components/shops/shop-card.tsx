import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { MapPinIcon } from "@/components/icons";
import { Link } from "@/i18n/navigation";
import { cutText, localShopCard, shopPath, type ShopCardData } from "@/lib/public/types";
import { FavoriteButton } from "./favorite-button";
import { countArgs, formatNumber } from "@/lib/format";
import { formatAverage, RatingStars } from "@/components/reviews/rating-stars";

/**
 * A shop card (docs/product.md#screens-and-routes, #business-constants): image (default when none), name, its rating when
 * it has reviews (docs/product.md#reviews), city, pincode, the address cut at 45 characters, Explore Now and the favourite heart. Usable from server and client components.
 */
export function ShopCard({ shop, headingLevel = 3, priority = false }: { shop: ShopCardData; headingLevel?: 2 | 3; priority?: boolean }) {
  const t = useTranslations("ShopCard");
  const local = localShopCard(useLocale(), shop);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = shopPath(shop);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-lg" data-testid="shop-card">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-[4/3] overflow-hidden bg-brand-50">
        <Image
          src={shop.image}
          alt=""
          width={400}
          height={300}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          unoptimized={!shop.hasImage || shop.image.endsWith(".svg")}
          priority={priority}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="absolute top-3 left-3 flex gap-1.5">
        {shop.featured ? <span className="rounded-full bg-accent-700 px-2.5 py-1 text-xs font-semibold text-white shadow">{t("featured")}</span> : null}
        {shop.bestDeal ? <span className="rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow">{t("bestDeal")}</span> : null}
      </div>
      <FavoriteButton shopId={shop.id} shopName={local.name} className="absolute top-3 right-3" />
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{local.category}</p>
        <Heading className="mt-1 text-lg leading-snug font-bold text-stone-900">
          <Link href={href} className="hover:text-brand-700">
            <span lang={local.nameLang}>{local.name}</span>
          </Link>
        </Heading>
        {shop.rating.count > 0 && shop.rating.average !== null ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-700" data-testid="shop-card-rating">
            <RatingStars rating={shop.rating.average} />
            <span aria-hidden="true" className="font-semibold text-stone-900">
              {formatAverage(shop.rating.average)}
            </span>
            <span aria-hidden="true">({formatNumber(shop.rating.count)})</span>
            <span className="sr-only">{t("rating", { ...countArgs(shop.rating.count), averageText: formatAverage(shop.rating.average) })}</span>
          </p>
        ) : null}
        <p className="mt-1 flex items-center gap-1 text-sm font-medium text-stone-700">
          <MapPinIcon className="size-4 shrink-0 text-accent-600" />
          <span>
            {[local.city, shop.pincode].filter(Boolean).join(" – ")}
            {shop.distanceMetres !== undefined ? ` · ${t("distance", { km: formatNumber(shop.distanceMetres / 1000, { maximumFractionDigits: 1 }) })}` : null}
          </span>
        </p>
        <p className="mt-1 text-sm text-stone-600">{cutText(shop.address, 45)}</p>
        <Link
          href={href}
          className="mt-auto inline-flex min-h-11 items-center justify-center gap-1 self-start rounded-lg pt-3 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {t("exploreNow")} <span aria-hidden="true">→</span>
          <span className="sr-only">: {local.name}</span>
        </Link>
      </div>
    </article>
  );
}
