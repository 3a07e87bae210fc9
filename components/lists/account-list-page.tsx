import type { ReactNode } from "react";
import { Suspense } from "react";
import { ClientMessages } from "@/components/layout/client-messages";
import { AccountListClient, AccountListSection, ListSkeleton, type AccountListKind } from "@/components/lists/account-list-client";
import type { Messages } from "@/messages";

/**
 * A signed-in list page (purchases, shop sales, wallet entries) as a shell the same for everyone:
 * the heading is built once, and the rows of the URL's ?filter=&page= come from the list's JSON
 * API in the browser, so the page is answered from the page cache (docs/decisions/089-account-list-shells.md).
 */
export function AccountListPage({ kind, titleId, header, namespace }: { kind: AccountListKind; titleId: string; header: ReactNode; namespace: keyof Messages }) {
  return (
    <AccountListSection labelledBy={titleId}>
      {header}
      <ClientMessages namespaces={[namespace, "Lists"]}>
        {/* The query is read in the browser (useSearchParams), below this boundary. */}
        <Suspense fallback={<ListSkeleton />}>
          <AccountListClient kind={kind} />
        </Suspense>
      </ClientMessages>
    </AccountListSection>
  );
}
