import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirectIfSignedIn } from "@/server/auth/guards";
import { AuthCard } from "../../_components/auth-card";
import { LoginClient } from "../../_components/login-client";
import { privateRobots } from "../../_components/redirect-to";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("OperatorLogin");
  return { title: t("metaTitle"), robots: privateRobots, alternates: await pageAlternates("/admin/login") };
}

/** /admin/login: the operator console's login (mobile + password); a signed-in operator goes to /admin. */
export default async function OperatorLoginPage() {
  await redirectIfSignedIn("operator");
  const t = await getTranslations("OperatorLogin");
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")}>
      <LoginClient kind="operator" submitLabel={t("submit")} />
    </AuthCard>
  );
}
