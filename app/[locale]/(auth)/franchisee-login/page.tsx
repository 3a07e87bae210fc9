import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { redirectIfSignedIn } from "@/server/auth/guards";
import { AuthCard } from "../_components/auth-card";
import { LoginClient } from "../_components/login-client";
import { privateRobots } from "../_components/redirect-to";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("FranchiseeLogin");
  return { title: t("metaTitle"), robots: privateRobots, alternates: await pageAlternates("/franchisee-login") };
}

/** /franchisee-login (docs/product.md#screens-and-routes): a signed-in franchisee goes to /franchisee-dashboard. Password resets go through the provider. */
export default async function FranchiseeLoginPage() {
  await redirectIfSignedIn("franchisee");
  const t = await getTranslations("FranchiseeLogin");
  return (
    <AuthCard
      title={t("title")}
      subtitle={t("subtitle")}
      footer={
        <Link href="/login" className="text-stone-500 hover:text-brand-700 hover:underline">
          {t("customer")}
        </Link>
      }
    >
      <LoginClient kind="franchisee" submitLabel={t("submit")} />
      <p className="mt-4 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-900">{t("contact")}</p>
    </AuthCard>
  );
}
