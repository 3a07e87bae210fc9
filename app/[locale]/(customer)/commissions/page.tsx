import { getLocale } from "next-intl/server";
import { redirect } from "@/i18n/navigation";

/** docs/product.md#urls-and-redirects: /commisions is the product's route and canonical; /commissions redirects there, keeping the query. */
export default async function CommissionsAlias({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = Object.fromEntries(Object.entries(await searchParams).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  redirect({ href: { pathname: "/commisions", query }, locale: await getLocale() });
}
