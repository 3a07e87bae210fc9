import { redirectTo } from "../_components/redirect-to";

/** /verify-otp: SPEC's other spelling of the forgot-password code screen (DESIGN §4: one canonical, the other redirects). */
export default async function VerifyOtpPage() {
  return redirectTo("/forgot-check");
}
