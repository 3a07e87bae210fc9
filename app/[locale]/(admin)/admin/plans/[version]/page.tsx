import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { MoneyStatusBadge } from "@/components/admin/money-status-badge";
import { Link } from "@/i18n/navigation";
import { formatKolkataDateTime } from "@/lib/admin/format";
import { requireOperatorPage } from "@/server/auth/guards";
import { listCommissionMonths } from "@/server/commissions/list-commission-months";
import { listCommissionPlans } from "@/server/commissions/list-commission-plans";
import { db } from "@/server/db/client";
import { PlanRules } from "../plan-summary";
import { PlanDraftActions } from "./plan-draft-client";
import { pluralize } from "@/lib/format";

type Props = { params: Promise<{ version: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Plan v${(await params).version}` };
}

/** /admin/plans/:version: a version's rules; a draft can be simulated on a past month and published. */
export default async function PlanVersionPage({ params }: Props) {
  const actor = await requireOperatorPage();
  const version = Number((await params).version);
  if (!Number.isSafeInteger(version) || version < 1) notFound();
  const [{ plans }, { months }] = await Promise.all([listCommissionPlans({ actor, db }), listCommissionMonths({ actor, db })]);
  const plan = plans.find((p) => p.version === version);
  if (!plan) notFound();
  return (
    <>
      <p className="mb-2 text-sm"><Link href="/admin/plans" className="text-brand-700 hover:underline">← Commission plans</Link></p>
      <AdminPageHeader
        title={`Plan version ${plan.version}`}
        description={`Created ${formatKolkataDateTime(plan.createdAt)}${plan.createdBy ? ` by ${plan.createdBy}` : ""}${plan.publishedAt ? ` · published ${formatKolkataDateTime(plan.publishedAt)}` : ""}${plan.closedMonths ? ` · used by ${pluralize(plan.closedMonths, "closed month", "closed months")}` : ""}.`}
        actions={<MoneyStatusBadge status={plan.status} />}
      />
      <div className="grid gap-5">
        <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <PlanRules plan={plan} />
          {plan.notes ? <p className="mt-3 text-sm whitespace-pre-line text-stone-700">{plan.notes}</p> : null}
        </section>
        {plan.status === "draft" ? (
          <PlanDraftActions planId={plan.id} version={plan.version} effectiveMonth={plan.effectiveMonth} months={months.map((m) => m.month)} />
        ) : null}
      </div>
    </>
  );
}
