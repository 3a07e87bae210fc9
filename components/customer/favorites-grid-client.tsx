"use client";

import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast/toast";
import { MapPinIcon } from "@/components/icons";
import { FavoriteButton } from "@/components/shops/favorite-button";
import { Link } from "@/i18n/navigation";
import { InfiniteListFooter } from "@/components/lists/infinite-list-footer";
import { useInfinitePages } from "@/lib/lists/use-infinite-pages";
import { cutText, localShopCard, shopPath, type ShopCardData, type ShopListResult } from "@/lib/public/types";

function FavoriteCard({ shop, onStored }: { shop: ShopCardData; onStored: () => void }) {
  const t = useTranslations("CustomerFavorites");
  const local = localShopCard(useLocale(), shop);
  const href = shopPath(shop);
  async function share() {
    const url = new URL(href, window.location.origin).toString();
    try {
      if (navigator.share) {
        await navigator.share({ title: local.name, text: t("shareText", { name: local.name }), url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast.success(t("linkCopied"));
    } catch {
      // The person closed the share sheet: nothing to say.
    }
  }
  return (
    <article data-testid="favorite-card" className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="relative block aspect-[4/3] overflow-hidden bg-brand-50">
        <Image src={shop.image} alt="" width={400} height={300} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" unoptimized={!shop.hasImage || shop.image.endsWith(".svg")} className="size-full object-cover" />
      </Link>
      <FavoriteButton shopId={shop.id} shopName={local.name} initial className="absolute top-3 right-3" onToggle={(action) => action === "store" && onStored()} />
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{local.category}</p>
        <h2 className="mt-1 text-lg leading-snug font-bold text-stone-900">
          <Link href={href} className="hover:text-brand-700"><span lang={local.nameLang}>{local.name}</span></Link>
        </h2>
        <p className="mt-1 flex items-center gap-1 text-sm font-medium text-stone-700">
          <MapPinIcon className="size-4 shrink-0 text-accent-600" />
          <span>{[local.city, shop.pincode].filter(Boolean).join(" – ")}</span>
        </p>
        <p className="mt-1 text-sm text-stone-600">{cutText(shop.address, 45)}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          <Link href={href} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900">
            {t("explore")} <span aria-hidden="true">→</span>
            <span className="sr-only">: {local.name}</span>
          </Link>
          <button type="button" onClick={share} className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2"><circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" /></svg>
            {t("share")}
            <span className="sr-only">: {local.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}

/**
 * /favorites' grid (docs/product.md#screens-and-routes): page 1 from the server, then infinite scroll through
 * POST /api/v1/shops/favorites/{page}; 'Yay! You have seen it all' at the end, 'Shops Not Found !!!' when empty.
 */
export function FavoritesGrid({ first }: { first: ShopListResult }) {
  const t = useTranslations("CustomerFavorites");
  const router = useRouter();
  const [sentinelRef, list] = useInfinitePages({ first, urlFor: (page) => `/api/v1/shops/favorites/${page}`, method: "POST" });

  // docs/product.md#states-and-transitions: adding a favourite on the favourites page reloads page one (the re-added shop moves to the top).
  const reloadPageOne = () => {
    list.reset();
    router.refresh();
  };

  const shops = [...first.shops, ...list.pages.flatMap((page) => page.shops)];
  if (shops.length === 0) return <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold text-stone-600 shadow-sm">{t("empty")}</p>;
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {shops.map((shop) => (
          <li key={shop.id}>
            <FavoriteCard shop={shop} onStored={reloadPageOne} />
          </li>
        ))}
      </ul>
      <InfiniteListFooter sentinelRef={sentinelRef} list={list} showEnd texts={{ loadFailed: t("loadFailed"), retry: t("retry"), loading: t("loading"), end: t("end") }} />
    </>
  );
}
