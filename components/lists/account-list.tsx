"use client";

import type { ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { DashboardFailure, Skeleton } from "@/components/dashboard/dashboard-states";
import { readListParams } from "@/components/lists/list-pager";
import { useAccountData } from "@/lib/api/use-account-data";
import type { Wire } from "@/lib/api/wire";

/** One page of a signed-in list as its /api/v1 read answers it (SPEC §7). */
export type ListPage<Row> = { data: Wire<Row>[]; count: number };

/**
 * The rows of a signed-in list page (purchases, commissions, shop sales, wallet entries) for the
 * URL's ?filter=&page=, from the list's own /api/v1 read: the page itself is a shell the same for
 * everyone, served from the page cache (docs/decisions.md, "Account lists: shells like the
 * dashboards"). `endpoint` takes the 1-based page after a slash, as SPEC's calls do.
 */
export function useAccountList<Row>({ endpoint, loginPath, filters = true }: { endpoint: string; loginPath: string; filters?: boolean }) {
  const t = useTranslations("Lists");
  const { period, page } = readListParams(Object.fromEntries(useSearchParams().entries()));
  const list = useAccountData<ListPage<Row>>(`${endpoint}/${page + 1}`, { loginPath, failureMessage: t("loadFailed"), body: filters ? { filter: period } : {} });
  return { ...list, period: filters ? period : undefined, page };
}

/** Placeholder rows while a list loads, of about the height of five rows. */
export function ListSkeleton() {
  const t = useTranslations("Lists");
  return (
    <div className="grid gap-3" data-testid="list-loading">
      <Skeleton className="h-9 w-full" label={t("loading")} />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-11 w-full" />
      ))}
    </div>
  );
}

/** A list's rows, or its placeholders while the first answer is on its way, or a failure with a retry. */
export function ListRows<Row>({ list, children }: { list: { data?: ListPage<Row>; error?: unknown; mutate: () => unknown }; children: (page: ListPage<Row>) => ReactNode }) {
  const t = useTranslations("Lists");
  if (list.data) return children(list.data);
  if (list.error) return <DashboardFailure message={t("loadFailed")} retry={t("retry")} onRetry={() => void list.mutate()} />;
  return <ListSkeleton />;
}
