import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { redirectIfSignedIn } from "@/server/auth/guards";
import { AuthCard } from "../_components/auth-card";
import { LoginClient } from "../_components/login-client";
import { privateRobots } from "../_components/redirect-to";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Login");
  return { title: t("metaTitle"), robots: privateRobots, alternates: await pageAlternates("/login") };
}

/** /login (docs/product.md#screens-and-routes): mobile and password; a logged-in customer goes to /dashboard. */
export default async function LoginPage() {
  await redirectIfSignedIn("customer");
  const t = await getTranslations("Login");
  return (
    <AuthCard
      title={t("title")}
      subtitle={t("subtitle")}
      footer={
        <div className="grid gap-2">
          <p>
            {t("noAccount")}{" "}
            <Link href="/register" className="font-semibold text-brand-700 hover:underline">
              {t("register")}
            </Link>
          </p>
          <Link href="/franchisee-login" className="text-stone-500 hover:text-brand-700 hover:underline">
            {t("franchisee")}
          </Link>
        </div>
      }
    >
      <LoginClient kind="customer" submitLabel={t("submit")} />
      <p className="mt-4 text-right text-sm">
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
          {t("forgot")}
        </Link>
      </p>
    </AuthCard>
  );
}
