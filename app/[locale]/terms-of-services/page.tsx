import { LegalPage } from "@/components/static/legal-page";
import { staticMetadata } from "@/components/static/static-metadata";

export const generateMetadata = () => staticMetadata("Terms", "/terms-of-services");

/** Terms of Services (docs/product.md#urls-and-redirects, #business-constants). /terms redirects here. */
export default function TermsPage() {
  return <LegalPage namespace="Terms" sections={["s1", "s2", "s3", "s4", "s5", "s6", "s7"]} />;
}
