import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConsoleMark } from "@/components/admin/console-mark";
import { redirectIfSignedIn } from "@/server/auth/guards";
import { AuthCard } from "../../_components/auth-card";
import { LoginClient } from "../../_components/login-client";
import { privateRobots } from "../../_components/redirect-to";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("OperatorLogin");
  return { title: t("metaTitle"), robots: privateRobots, alternates: await pageAlternates("/admin/login") };
}

/**
 * /admin/login: the operator console's login (mobile + password); a signed-in operator goes to
 * /admin. A plain console page: the public header and footer stay out (PublicChrome).
 */
export default async function OperatorLoginPage() {
  await redirectIfSignedIn("operator");
  const t = await getTranslations("OperatorLogin");
  return (
    <div className="flex flex-1 flex-col bg-stone-50">
      <div className="flex h-14 items-center bg-brand-950 px-4">
        <ConsoleMark />
      </div>
      <AuthCard title={t("title")} subtitle={t("subtitle")}>
        <LoginClient kind="operator" submitLabel={t("submit")} />
      </AuthCard>
    </div>
  );
}
