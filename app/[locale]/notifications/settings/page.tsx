import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { requireSignedInPage } from "@/server/auth/guards";
import { getNotificationPreferences } from "@/server/notifications/notification-preferences";
import { pageAlternates } from "@/server/seo/page-alternates";
import { NotificationSettingsClient } from "./settings-client";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotificationSettings");
  return { title: t("title"), robots: { index: false }, alternates: await pageAlternates("/notifications/settings") };
}

/** /notifications/settings (docs/product.md#notifications): per kind, in-app only or in-app and SMS; money kinds always by SMS. */
export default async function NotificationSettingsPage() {
  const viewer = await requireSignedInPage();
  const t = await getTranslations("NotificationSettings");
  const [{ preferences }, messages] = await Promise.all([getNotificationPreferences({ actor: viewer }), getMessages()]);
  return (
    <div className="page-container w-full py-6 sm:py-10">
      <section aria-labelledby="notification-settings-title" className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <header>
          <h1 id="notification-settings-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("title")}</h1>
          <p className="mt-1 text-sm text-stone-600">{t("intro")}</p>
        </header>
        <NextIntlClientProvider messages={{ NotificationSettings: messages.NotificationSettings, notifications: messages.notifications }}>
          <NotificationSettingsClient initial={preferences} />
        </NextIntlClientProvider>
      </section>
    </div>
  );
}
