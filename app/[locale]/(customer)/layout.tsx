import type { ReactNode } from "react";
import { CustomerTabs } from "@/components/customer/customer-tabs";

/** The customer portal. Each page checks the customer session itself (docs/product.md#roles-and-permissions: else /login). */
export default function CustomerLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <CustomerTabs />
      <div className="page-container w-full py-6 sm:py-10">{children}</div>
    </>
  );
}
