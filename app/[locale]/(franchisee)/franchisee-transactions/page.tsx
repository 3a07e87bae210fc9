import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ListPager, readListParams } from "@/components/lists/list-pager";
import { TransactionsTable } from "@/components/franchisee/transactions-table";
import { requireFranchiseePage } from "@/server/auth/guards";
import { LIST_PAGE_SIZE } from "@/server/sales/list-shop-sales";
import { listWalletTransactions } from "@/server/wallet/list-wallet-transactions";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Franchisee");
  return { title: t("transactionsTitle"), robots: { index: false }, alternates: await pageAlternates("/franchisee-transactions") };
}

export default async function FranchiseeTransactionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireFranchiseePage();
  const t = await getTranslations("Franchisee");
  const { period, page } = readListParams(await searchParams);
  const { data, count } = await listWalletTransactions({ actor: viewer, period, page });
  return (
    <section aria-labelledby="transactions-title" className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h1 id="transactions-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("transactionsTitle")}</h1>
      <ListPager pathname="/franchisee-transactions" period={period} page={page} count={count} pageSize={LIST_PAGE_SIZE} />
      <TransactionsTable rows={data} />
    </section>
  );
}
