import type { ReactNode } from "react";
import { FranchiseeTabs } from "@/components/franchisee/franchisee-tabs";

/** The shop owner's back office. Each page checks the franchisee session itself (docs/product.md#roles-and-permissions). */
export default function FranchiseeLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <FranchiseeTabs />
      <div className="page-container w-full py-6 sm:py-10">{children}</div>
    </>
  );
}
