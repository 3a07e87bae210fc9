import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pendingSignUp } from "@/server/auth/flow-state";
import { redirectIfSignedIn } from "@/server/auth/guards";
import { RESEND_COOLDOWN_SECONDS } from "@/server/auth/rate-limit";
import { AuthCard } from "../_components/auth-card";
import { CodeCheckClient } from "../_components/code-check-client";
import { privateRobots, redirectTo } from "../_components/redirect-to";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Verify");
  return { title: t("metaTitle"), robots: privateRobots, alternates: await pageAlternates("/verifications") };
}

/** /verifications (docs/product.md#screens-and-routes): needs a pending sign-up (else /register); logged-in customers go to /dashboard. */
export default async function VerificationsPage() {
  await redirectIfSignedIn("customer");
  const flow = await pendingSignUp();
  if (!flow) return redirectTo("/register");
  const t = await getTranslations("Verify");
  return (
    <AuthCard title={t("title")}>
      <CodeCheckClient
        flow="signup"
        initial={{
          mobile: flow.mobile,
          valid: flow.expiresAt.toISOString(),
          resendAt: new Date(flow.createdAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000).toISOString(),
        }}
      />
    </AuthCard>
  );
}
