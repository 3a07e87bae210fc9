import { redirectTo } from "../_components/redirect-to";

/** /verify-otp: the product's other spelling of the forgot-password code screen (docs/product.md#urls-and-redirects: one canonical, the other redirects). */
export default async function VerifyOtpPage() {
  return redirectTo("/forgot-check");
}
