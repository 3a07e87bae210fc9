"use server";

import { adminMonthSchema } from "@/lib/validation/admin-commissions";
import { requireOperator } from "@/server/auth/guards";
import { startCommissionJob } from "@/server/commissions/start-commission-job";
import { db } from "@/server/db/client";
import { runAction } from "@/server/http/server-action";
import { parseInput } from "@/server/http/validation";

/**
 * Preview: the whole run, rolled back — the figures without writing anything. It takes as long as
 * a run (8–27 s at full scale), so it is a job like a run's (see runMonthAction).
 */
export async function previewMonthAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { month } = parseInput(adminMonthSchema, input);
    const { job } = await startCommissionJob({ actor, input: { kind: "preview", month }, db });
    return job;
  });
}

/**
 * Run (or run again) an open month. At full scale a run takes tens of seconds and a close minutes,
 * longer than a proxy keeps a request open, so both start a job and answer at once; the page polls
 * its progress (GET /api/v1/admin/commissions/jobs/:id). A second start while one is in progress
 * is refused with what is running.
 */
export async function runMonthAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { month } = parseInput(adminMonthSchema, input);
    const { job } = await startCommissionJob({ actor, input: { kind: "run", month }, db });
    return job;
  });
}

/** The month's reconciliation report, read-only: a job too (30–66 s at full scale), its result the report. */
export async function reconcileMonthAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { month } = parseInput(adminMonthSchema, input);
    const { job } = await startCommissionJob({ actor, input: { kind: "reconcile", month }, db });
    return job;
  });
}

/** Close an open month: a job like a run's (see runMonthAction). */
export async function closeMonthAction(input: unknown) {
  return runAction(async () => {
    const actor = await requireOperator();
    const { month } = parseInput(adminMonthSchema, input);
    const { job } = await startCommissionJob({ actor, input: { kind: "close", month }, db });
    return job;
  });
}
