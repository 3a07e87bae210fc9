import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { REFERRAL_PATTERN } from "@/lib/validation/auth";
import { pendingSignUp } from "@/server/auth/flow-state";
import { redirectIfSignedIn } from "@/server/auth/guards";
import { AuthCard } from "../_components/auth-card";
import { privateRobots, redirectTo } from "../_components/redirect-to";
import { RegisterClient } from "./register-client";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Register");
  return { title: t("metaTitle"), robots: privateRobots, alternates: await pageAlternates("/register") };
}

/** /register (docs/product.md#screens-and-routes): logged-in customers go to /dashboard, a pending verification to /verifications. */
export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ ref?: string | string[] }> }) {
  await redirectIfSignedIn("customer");
  if (await pendingSignUp()) await redirectTo("/verifications");
  const t = await getTranslations("Register");
  const ref = (await searchParams).ref;
  const referral = typeof ref === "string" ? ref.trim().toUpperCase() : "";
  return (
    <AuthCard
      wide
      title={t("title")}
      subtitle={t("subtitle")}
      footer={
        <p>
          {t("haveAccount")}{" "}
          <Link href="/login" className="font-semibold text-brand-700 hover:underline">
            {t("login")}
          </Link>
        </p>
      }
    >
      <RegisterClient referralCode={REFERRAL_PATTERN.test(referral) ? referral : ""} />
    </AuthCard>
  );
}
