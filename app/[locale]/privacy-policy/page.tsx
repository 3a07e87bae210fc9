import { LegalPage } from "@/components/static/legal-page";
import { staticMetadata } from "@/components/static/static-metadata";

export const generateMetadata = () => staticMetadata("Privacy", "/privacy-policy");

/** Privacy Policy (docs/product.md#screens-and-routes). */
export default function PrivacyPage() {
  return <LegalPage namespace="Privacy" sections={["s1", "s2", "s3", "s4", "s5", "s6"]} />;
}
