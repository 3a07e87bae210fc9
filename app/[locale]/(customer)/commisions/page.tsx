import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CommissionTable } from "@/components/customer/commission-table";
import { ListPager, readListParams } from "@/components/lists/list-pager";
import { StatementDetail } from "@/components/customer/statement-detail";
import { STATEMENT_PAGE_SIZE } from "@/server/commissions/list-member-statements";
import { requireCustomerPage } from "@/server/auth/guards";
import { getCommissionStatement } from "@/server/customers/get-commission-statement";
import { listCommissions } from "@/server/customers/list-commissions";
import { isAppError } from "@/server/errors";
import { pageAlternates } from "@/server/seo/page-alternates";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Customer");
  return { title: t("commissionsTitle"), robots: { index: false }, alternates: await pageAlternates("/commisions") };
}

/** SPEC's /commisions: one row a month, 5 a page; ?month=YYYY-MM opens that month's statement. */
export default async function CommissionsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const viewer = await requireCustomerPage();
  const t = await getTranslations("Customer");
  const params = await searchParams;
  if (typeof params.month === "string") {
    const found = await getCommissionStatement({ actor: viewer, month: params.month }).catch((error: unknown) => {
      if (isAppError(error) && error.code === "not_found") return null;
      throw error;
    });
    if (found) return <StatementDetail found={found} />;
  }
  const { page } = readListParams(params);
  const { data, count } = await listCommissions({ actor: viewer, page });
  return (
    <section aria-labelledby="commissions-title" className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <header>
        <h1 id="commissions-title" className="text-2xl font-bold tracking-tight text-brand-900">{t("commissionsTitle")}</h1>
        <p className="mt-1 text-sm text-stone-600">{t("commissionsIntro")}</p>
      </header>
      <CommissionTable rows={data} />
      <ListPager pathname="/commisions" page={page} count={count} pageSize={STATEMENT_PAGE_SIZE} filters={false} />
    </section>
  );
}
