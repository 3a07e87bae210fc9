import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { pendingReset } from "@/server/auth/flow-state";
import { redirectIfSignedIn } from "@/server/auth/guards";
import { AuthCard } from "../_components/auth-card";
import { privateRobots, redirectTo } from "../_components/redirect-to";
import { ResetClient } from "./reset-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Reset");
  return { title: t("metaTitle"), robots: privateRobots, alternates: await pageAlternates("/reset-password") };
}

/** /reset-password (docs/product.md#screens-and-routes): needs the reset permission (else /forgot-password); logged-in customers go to /dashboard. */
export default async function ResetPasswordPage() {
  await redirectIfSignedIn("customer");
  if (!(await pendingReset())) await redirectTo("/forgot-password");
  const t = await getTranslations("Reset");
  return (
    <AuthCard
      title={t("title")}
      subtitle={t("subtitle")}
      footer={
        <div className="flex items-center justify-between gap-3">
          {/* docs/product.md: the logo goes to /home (which redirects to /), 'Back to Home' to /. */}
          <Link href="/home" className="font-bold text-brand-800" aria-label="DLMP">
            DLMP
          </Link>
          <Link href="/" className="font-semibold text-brand-700 hover:underline">
            {t("backHome")}
          </Link>
        </div>
      }
    >
      <ResetClient />
    </AuthCard>
  );
}
