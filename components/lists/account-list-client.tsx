"use client";

import type { ComponentType, ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { CommissionTable } from "@/components/customer/commission-table";
import { PurchaseTable } from "@/components/customer/purchase-table";
import { StatementDetail } from "@/components/customer/statement-detail";
import { SalesTable } from "@/components/franchisee/sales-table";
import { TransactionsTable } from "@/components/franchisee/transactions-table";
import { DashboardFailure, Skeleton } from "@/components/dashboard/dashboard-states";
import { ListPager, readListParams } from "@/components/lists/list-pager";
import { readCustomerCode, ShopListTools, type ShopListTotals } from "@/components/lists/shop-list-tools";
import { useAccountData, type ApiRequestError } from "@/lib/api/use-account-data";
import type { Wire } from "@/lib/api/wire";
import { ACCOUNT_LIST_PAGE_SIZE } from "@/lib/lists/page-size";
import type { getCommissionStatement } from "@/server/customers/get-commission-statement";

type ListConfig<Row> = {
  /** docs/product.md#json-api's read; the 1-based page follows after a slash. */
  endpoint: string;
  loginPath: string;
  pathname: string;
  /** the product's period filter (all, today, week, month): every list but the commissions. */
  filters: boolean;
  /** Its rows are what the endpoint answers in `data`: the table's row type is the list's. */
  Table: ComponentType<{ rows: Row[] }>;
  /** The shop owner's lists: search by customer code, the filter's totals, CSV of the filtered rows (its download path). */
  exportPath?: string;
};

/** A list's settings, with its row type taken from its table. */
const list = <Row,>(config: ListConfig<Row>) => config;

/** The signed-in lists whose pages are shells (docs/decisions/089-account-list-shells.md). */
const LISTS = {
  purchases: list({ endpoint: "/api/v1/customers/purchase", loginPath: "/login", pathname: "/purchase", filters: true, Table: PurchaseTable }),
  commissions: list({ endpoint: "/api/v1/customers/commision", loginPath: "/login", pathname: "/commisions", filters: false, Table: CommissionTable }),
  shopSales: list({ endpoint: "/api/v1/franchisee/sales", loginPath: "/franchisee-login", pathname: "/franchisee-sales", filters: true, Table: SalesTable, exportPath: "/api/v1/franchisee/sales/export" }),
  walletEntries: list({ endpoint: "/api/v1/franchisee/transactions", loginPath: "/franchisee-login", pathname: "/franchisee-transactions", filters: true, Table: TransactionsTable, exportPath: "/api/v1/franchisee/transactions/export" }),
};

export type AccountListKind = keyof typeof LISTS;

/**
 * One signed-in list: its filter and pages (docs/product.md#states-and-transitions) over the rows of the URL's ?filter=&page=,
 * from the list's own /api/v1 read; the page around it is a shell the same for everyone, served
 * from the page cache.
 */
export function AccountListClient({ kind }: { kind: AccountListKind }) {
  switch (kind) {
    case "purchases":
      return <AccountList config={LISTS.purchases} />;
    case "commissions":
      return <AccountList config={LISTS.commissions} />;
    case "shopSales":
      return <AccountList config={LISTS.shopSales} />;
    case "walletEntries":
      return <AccountList config={LISTS.walletEntries} />;
  }
}

function AccountList<Row>({ config }: { config: ListConfig<Row> }) {
  const { endpoint, loginPath, pathname, filters, Table, exportPath } = config;
  const t = useTranslations("Lists");
  const searchParams = useSearchParams();
  const { period, page } = readListParams(Object.fromEntries(searchParams.entries()));
  const customer = exportPath ? readCustomerCode(searchParams.get("customer")) : {};
  const { data, error, mutate } = useAccountData<{ data: Row[]; count: number; totals?: ShopListTotals }>(`${endpoint}/${page + 1}`, {
    loginPath,
    failureMessage: t("loadFailed"),
    body: filters ? { filter: period, ...(customer.code ? { customer: customer.code } : {}) } : {},
  });
  if (!data) return error ? <DashboardFailure message={t("loadFailed")} retry={t("retry")} onRetry={() => void mutate()} /> : <ListSkeleton />;
  return (
    <>
      {exportPath ? <ShopListTools period={period} customer={customer.code} invalidCustomer={customer.invalid} totals={data.totals} exportPath={exportPath} /> : null}
      <ListPager pathname={pathname} period={filters ? period : undefined} page={page} count={data.count} pageSize={ACCOUNT_LIST_PAGE_SIZE} filters={filters} extraQuery={customer.code ? { customer: customer.code } : undefined} />
      <Table rows={data.data} />
    </>
  );
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

type Statement = Wire<Awaited<ReturnType<typeof getCommissionStatement>>>;

/** No statement for that month, or no month at all (a hand-typed URL): an answer here, not a failure; the page shows the list. */
const isMissing = (error: ApiRequestError) => error.status === 404 || error.status === 400;

/**
 * /commisions: ?month=YYYY-MM opens that month's statement with its lines; a month without one
 * shows the list, as the server page did. `header` is the list's heading, rendered on the server.
 */
export function CommissionsClient({ header }: { header: ReactNode }) {
  const month = useSearchParams().get("month");
  const t = useTranslations("Lists");
  const statement = useAccountData<Statement>(month ? "/api/v1/customers/commision" : null, {
    loginPath: "/login",
    failureMessage: t("loadFailed"),
    body: { month },
    expected: isMissing,
  });
  if (month && statement.data) return <StatementDetail found={statement.data} />;
  return (
    <AccountListSection labelledBy="commissions-title">
      {header}
      {month && !statement.error ? <ListSkeleton /> : <AccountListClient kind="commissions" />}
    </AccountListSection>
  );
}

/** The card a signed-in list sits in. */
export function AccountListSection({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      {children}
    </section>
  );
}
