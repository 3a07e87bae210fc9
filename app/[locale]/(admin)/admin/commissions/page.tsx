import type { Metadata } from "next";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminPager } from "@/components/admin/admin-pager";
import { readAdminPage } from "@/lib/admin/list-params";
import { requireOperatorPage } from "@/server/auth/guards";
import { getCommissionCalendar } from "@/server/commissions/get-commission-calendar";
import { getCurrentCommissionJob } from "@/server/commissions/get-commission-job";
import { COMMISSION_MONTHS_PAGE_SIZE, listCommissionMonths } from "@/server/commissions/list-commission-months";
import { db } from "@/server/db/client";
import { CommissionMonthsClient } from "./commission-months-client";

export const metadata: Metadata = { title: "Commission months" };

/** /admin/commissions: every month run so far with its figures; preview, run, reconcile and close. */
export default async function CommissionMonthsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requireOperatorPage();
  const page = readAdminPage(await searchParams);
  const job = await getCurrentCommissionJob({ actor, db });
  // A run of a month already run swaps its statements partition, which blocks reading statements
  // until the run commits (seconds at full scale): while one runs, the list goes without the counts.
  // A close rewrites the statements in place and blocks no reader (compute-month.ts).
  const swapping = job?.status === "running" && job.kind === "run";
  const [{ months, total }, calendar] = await Promise.all([
    listCommissionMonths({ actor, input: { page, counts: !swapping }, db }),
    getCommissionCalendar({ actor, db }),
  ]);
  return (
    <>
      <AdminPageHeader
        title="Commission months"
        description="Each month's commissions come from its recorded sales. Preview a month, run it, check that it reconciles, then close it; months close in order and a closed month never changes."
      />
      {/* A console job shows its own progress; this is for the CLI, the schedule, a plan or a payout batch. */}
      {calendar.busy && job?.status !== "running" ? (
        <p role="status" className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          A commission run, close, plan publication or payout batch is in progress right now. Another run will be refused until it finishes; reload this page to see its figures.
        </p>
      ) : null}
      <CommissionMonthsClient months={months} calendar={calendar} job={job} />
      <AdminPager pathname="/admin/commissions" page={page} total={total} pageSize={COMMISSION_MONTHS_PAGE_SIZE} />
    </>
  );
}
