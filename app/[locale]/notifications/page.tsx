import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { requireSignedInPage } from "@/server/auth/guards";
import { listNotifications } from "@/server/notifications/list-notifications";
import { pageAlternates } from "@/server/seo/page-alternates";
import { NotificationsClient } from "./notifications-client";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotificationsPage");
  return { title: t("title"), robots: { index: false }, alternates: await pageAlternates("/notifications") };
}

/** /notifications (docs/product.md#notifications): anyone signed in; the first page rendered here, older ones appended in the browser. */
export default async function NotificationsPage() {
  const viewer = await requireSignedInPage();
  const locale = await getLocale();
  const t = await getTranslations("NotificationsPage");
  const settings = await getTranslations("NotificationSettings");
  const [first, messages] = await Promise.all([listNotifications({ actor: viewer, locale }), getMessages()]);
  return (
    <div className="page-container w-full py-6 sm:py-10">
      <section aria-labelledby="notifications-title" className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 id="notifications-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("title")}</h1>
            <p className="mt-1 text-sm text-stone-600">{t("intro")}</p>
          </div>
          <Link href="/notifications/settings" className="min-h-11 rounded-lg px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50">
            {settings("link")}
          </Link>
        </header>
        <NextIntlClientProvider messages={{ NotificationsPage: messages.NotificationsPage, NotificationBell: messages.NotificationBell }}>
          <NotificationsClient first={first} />
        </NextIntlClientProvider>
      </section>
    </div>
  );
}
