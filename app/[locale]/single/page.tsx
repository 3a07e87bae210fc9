import { notFound } from "next/navigation";
import { getLocale } from "next-intl/server";
import { permanentRedirect } from "@/i18n/navigation";
import { shopPath } from "@/lib/public/types";
import { idField } from "@/lib/validation/public";
import { isAppError } from "@/server/errors";
import { getShop } from "@/server/shops/get-shop";

/** the product's /single?id= (shop id as navigation state) redirects to /shops/{id}/{slug} (docs/product.md#urls-and-redirects). */
export default async function SingleRedirect({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await searchParams;
  const parsed = idField.safeParse(Array.isArray(id) ? id[0] : id);
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
