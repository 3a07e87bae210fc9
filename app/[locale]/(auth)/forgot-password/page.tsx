import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { pendingForgot, pendingReset } from "@/server/auth/flow-state";
import { redirectIfSignedIn } from "@/server/auth/guards";
import { AuthCard } from "../_components/auth-card";
import { privateRobots, redirectTo } from "../_components/redirect-to";
import { ForgotClient } from "./forgot-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Forgot");
  return { title: t("metaTitle"), robots: privateRobots, alternates: await pageAlternates("/forgot-password") };
}

/** /forgot-password (docs/product.md#screens-and-routes): logged in -> /dashboard; forgot flow -> /forgot-check; reset permission -> /reset-password. */
export default async function ForgotPasswordPage() {
  await redirectIfSignedIn("customer");
  if (await pendingReset()) await redirectTo("/reset-password");
  if (await pendingForgot()) await redirectTo("/forgot-check");
  const t = await getTranslations("Forgot");
  return (
    <AuthCard
      title={t("title")}
      subtitle={t("subtitle")}
      footer={
        <p>
          {t("remember")}{" "}
          <Link href="/login" className="font-semibold text-brand-700 hover:underline">
            {t("login")}
          </Link>
        </p>
      }
    >
      <ForgotClient />
    </AuthCard>
  );
}
