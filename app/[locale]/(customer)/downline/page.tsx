import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { requireCustomerPage } from "@/server/auth/guards";
import { toDownlineNodeWire } from "@/server/downline/downline-wire";
import { getDownline } from "@/server/downline/get-downline";
import { isAppError } from "@/server/errors";
import { DownlineClient } from "./downline-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("CustomerDownline");
  return { title: t("title"), robots: { index: false }, alternates: await pageAlternates("/downline") };
}

export default async function DownlinePage() {
  const viewer = await requireCustomerPage();
  const t = await getTranslations("CustomerDownline");
  const [tree, messages] = await Promise.all([
    getDownline({ actor: viewer }).catch((error: unknown) => {
      if (isAppError(error) && error.code === "not_found") return null;
      throw error;
    }),
    getMessages(),
  ]);
  return (
    <section aria-labelledby="downline-title" className="grid gap-5">
      <header>
        <h1 id="downline-title" className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-stone-600">{t("intro")}</p>
      </header>
      {tree ? (
        <NextIntlClientProvider messages={{ CustomerDownline: messages.CustomerDownline }}>
          <DownlineClient initial={toDownlineNodeWire(tree.root)} />
        </NextIntlClientProvider>
      ) : (
        <p className="rounded-xl bg-white p-8 text-center text-stone-600 shadow-sm">{t("members", { count: 0, countText: "0" })}</p>
      )}
    </section>
  );
}
