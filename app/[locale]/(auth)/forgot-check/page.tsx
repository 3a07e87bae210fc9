import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { pendingForgot, pendingReset } from "@/server/auth/flow-state";
import { redirectIfSignedIn } from "@/server/auth/guards";
import { RESEND_COOLDOWN_SECONDS } from "@/server/auth/rate-limit";
import { AuthCard } from "../_components/auth-card";
import { CodeCheckClient } from "../_components/code-check-client";
import { privateRobots, redirectTo } from "../_components/redirect-to";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Verify");
  return { title: t("forgotTitle"), robots: privateRobots, alternates: await pageAlternates("/forgot-check") };
}

/**
 * /forgot-check (also /verify-otp, which redirects here): a logged-in customer goes to /dashboard,
 * a reset permission to /reset-password, no forgot flow to /forgot-password (docs/product.md#screens-and-routes).
 */
export default async function ForgotCheckPage() {
  await redirectIfSignedIn("customer");
  if (await pendingReset()) await redirectTo("/reset-password");
  const flow = await pendingForgot();
  if (!flow) return redirectTo("/forgot-password");
  const t = await getTranslations("Verify");
  const forgot = await getTranslations("Forgot");
  return (
    <AuthCard
      title={t("forgotTitle")}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          {forgot("login")}
        </Link>
      }
    >
      <CodeCheckClient
        flow="forgot"
        initial={{
          mobile: flow.mobile,
          valid: flow.expiresAt.toISOString(),
          resendAt: new Date(flow.createdAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000).toISOString(),
        }}
      />
    </AuthCard>
  );
}
