import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { permanentRedirect } from "@/i18n/navigation";
import { shopPath } from "@/lib/public/types";
import { idField } from "@/lib/validation/public";
import { isAppError } from "@/server/errors";
import { getShop } from "@/server/shops/get-shop";

/** /shops/{id} (the product's shop-name link) goes to the shop's canonical /shops/{id}/{slug}. */
export default async function ShopIdRedirect({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const parsed = idField.safeParse(id);
  if (!parsed.success) notFound();
  const locale = await getLocale();
  let shop;
  try {
    shop = await getShop({ id: parsed.data });
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  }
  permanentRedirect({ href: shopPath(shop), locale });
}
