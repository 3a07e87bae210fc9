import "server-only";
import { db } from "@/server/db/client";
import { RESET_WINDOW_MINUTES } from "./confirm-reset-code";
import { readFlowCookie } from "./flow-cookies";
import { findOpenFlow } from "./one-time-code";
import { FLOW_MAX_AGE_MINUTES } from "./resend-code";

/** The open sign-up verification of this browser, if any (its cookie names a live flow). */
export async function pendingSignUp() {
  return findOpenFlow(db, { id: await readFlowCookie("pending"), purpose: "signup", stage: "code", maxAgeMinutes: FLOW_MAX_AGE_MINUTES.signup });
}

/** The open forgot-password code step of this browser, if any. */
export async function pendingForgot() {
  return findOpenFlow(db, { id: await readFlowCookie("forgot"), purpose: "password_reset", stage: "code", maxAgeMinutes: FLOW_MAX_AGE_MINUTES.password_reset });
}

/** The reset permission of this browser (code accepted, password not yet set), if any. */
export async function pendingReset() {
  return findOpenFlow(db, { id: await readFlowCookie("reset"), purpose: "password_reset", stage: "reset", maxAgeMinutes: RESET_WINDOW_MINUTES });
}
