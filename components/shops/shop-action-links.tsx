import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ChatIcon, DirectionsIcon, PhoneIcon } from "@/components/icons";
import { callHref, directionsHref, whatsappHref } from "@/lib/public/contact-links";

/** What the links need of a shop: its id (for the insights' counts), number and map position. */
export type ShopContact = { id: number; mobile: string | null; latitude: number | null; longitude: number | null };

type Kind = "call" | "whatsapp" | "directions";
type Look = { className: string; label?: string; title?: string; content: ReactNode };

const KINDS: readonly Kind[] = ["call", "whatsapp", "directions"];
const action = "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-2.5 text-sm font-semibold whitespace-nowrap transition-colors";

/**
 * A shop's Call, WhatsApp and Directions links (docs/product.md#screens-and-routes), on its card and
 * on its page: Call and WhatsApp with the shop's number, Directions when it has a map position. Each
 * carries `data-shop-event` and `data-shop-id`, which the shop insights count by one delegated
 * listener (docs/decisions/135-shop-insights.md); WhatsApp and Directions open in a new tab. The
 * card's are compact, with icons and the shop's name in their accessible names; the page's are
 * words, beside its Share and Favourite buttons. Usable from server and client components.
 */
export function ShopActionLinks({ shop, name, variant }: { shop: ShopContact; name: string; variant: "card" | "page" }) {
  return variant === "card" ? <CardLinks shop={shop} name={name} /> : <PageLinks shop={shop} />;
}

function CardLinks({ shop, name }: { shop: ShopContact; name: string }) {
  const t = useTranslations("ShopCard");
  if (!callHref(shop.mobile) && !directionsHref(shop.latitude, shop.longitude)) return null;
  return (
    <div className="flex gap-2">
      <Links
        shop={shop}
        looks={{
          call: {
            className: `${action} border-green-700 bg-green-700 text-white hover:bg-green-800 sm:flex-1`,
            label: t("callName", { name }),
            content: (
              <>
                <PhoneIcon className="size-4" />
                <span>{t("call")}</span>
              </>
            ),
          },
          whatsapp: {
            className: `${action} border-stone-300 bg-white text-stone-800 hover:border-green-600 sm:flex-1`,
            label: t("whatsappName", { name }),
            content: (
              <>
                <ChatIcon className="size-4 text-green-700" />
                <span className="hidden min-[380px]:inline">{t("whatsapp")}</span>
              </>
            ),
          },
          directions: {
            className: `${action} border-stone-300 bg-white text-stone-800 hover:border-brand-500`,
            label: t("directionsName", { name }),
            title: t("directions"),
            // Icon only: three labels do not fit a card; the link's name says it.
            content: <DirectionsIcon className="size-5 text-brand-700" />,
          },
        }}
      />
    </div>
  );
}

function PageLinks({ shop }: { shop: ShopContact }) {
  const t = useTranslations("Shop");
  const card = useTranslations("ShopCard");
  return (
    <Links
      shop={shop}
      looks={{
        call: { className: "inline-flex min-h-11 items-center gap-2 rounded-xl bg-green-700 px-4 font-semibold text-white hover:bg-green-800", content: card("call") },
        whatsapp: {
          className: "inline-flex min-h-11 items-center gap-2 rounded-xl border border-green-700 bg-white px-4 font-semibold text-green-800 hover:bg-green-50",
          content: t("whatsapp"),
        },
        directions: {
          className: "inline-flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-4 font-semibold text-stone-800 hover:border-brand-500",
          content: t("directions"),
        },
      }}
    />
  );
}

function Links({ shop, looks }: { shop: ShopContact; looks: Record<Kind, Look> }) {
  const hrefs: Record<Kind, string | null> = {
    call: callHref(shop.mobile),
    whatsapp: whatsappHref(shop.mobile),
    directions: directionsHref(shop.latitude, shop.longitude),
  };
  return KINDS.map((kind) => {
    const href = hrefs[kind];
    if (!href) return null;
    const look = looks[kind];
    return (
      <a
        key={kind}
        href={href}
        {...(kind === "call" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
        data-shop-event={kind}
        data-shop-id={shop.id}
        aria-label={look.label}
        title={look.title}
        className={look.className}
      >
        {look.content}
      </a>
    );
  });
}
