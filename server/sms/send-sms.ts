import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/connect";
import { smsOutbox } from "@/server/db/schema";
import { env, type Env } from "@/server/env";
import { AppError } from "@/server/errors";

export type SmsPurpose = (typeof smsOutbox.$inferInsert)["purpose"];

type TwilioSettings = { accountSid: string; authToken: string; from: string };

export function twilioSettings(settings: Env = env): TwilioSettings | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = settings;
  return accountSid && authToken && from ? { accountSid, authToken, from } : null;
}

export type SmsMessage = {
  to: string;
  body: string;
  purpose: SmsPurpose;
  dltTemplateId?: string;
};

/**
 * Sends one SMS to an Indian mobile number (10 digits). With Twilio settings it goes through Twilio
 * and the outbox row is the send log; without them the `sms_outbox` row is the delivery (tests and
 * development read codes there), and in development the text is also printed to the server log.
 */
export async function sendSms(db: Executor, message: SmsMessage, options: { discard?: boolean } = {}): Promise<void> {
  if (options.discard) return discardSms(db, message);
  const twilio = twilioSettings();
  const [row] = await db
    .insert(smsOutbox)
    .values({ toMobile: message.to, body: message.body, purpose: message.purpose, provider: twilio ? "twilio" : "outbox", dltTemplateId: message.dltTemplateId ?? null })
    .returning({ id: smsOutbox.id });
  if (!twilio) {
    if (env.NODE_ENV === "development") console.info(`[sms] to ${message.to}: ${message.body}`);
    return;
  }
  try {
    const { default: createClient } = await import("twilio");
    const client = createClient(twilio.accountSid, twilio.authToken);
    // Through the Messages resource itself: the library's messages.create() drops parameters it
    // does not list, and the DLT template id is one of them (docs/decisions/131-notifications-outbox.md).
    const sent = (await client.api.v2010.create({ uri: `/Accounts/${twilio.accountSid}/Messages.json`, method: "post", data: twilioMessageParams(twilio, message) })) as { sid: string };
    await db.update(smsOutbox).set({ status: "sent", providerMessageId: sent.sid, sentAt: new Date() }).where(eq(smsOutbox.id, row!.id));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.update(smsOutbox).set({ status: "failed", error: reason.slice(0, 500) }).where(eq(smsOutbox.id, row!.id));
    console.error(`[sms] Twilio send to ${message.to} failed: ${reason}`);
    throw new AppError("unavailable", { message: "sms send failed", userMessage: "We could not send the SMS. Please try again in a minute." });
  }
}

/**
 * The form Twilio's Messages resource receives: an Indian number in E.164 and, for a message with a
 * registered template, `DltTemplateId`, which India's operators check against the text (an SMS
 * without its template, or with another's, is refused on the DLT platform).
 */
export function twilioMessageParams(twilio: Pick<TwilioSettings, "from">, message: { to: string; body: string; dltTemplateId?: string }): Record<string, string> {
  return { To: `+91${message.to}`, From: twilio.from, Body: message.body, ...(message.dltTemplateId ? { DltTemplateId: message.dltTemplateId } : {}) };
}

class Discarded extends Error {}

/**
 * The database work of a send, undone: the outbox row is written in a transaction that is rolled
 * back. A flow that must answer a registered and an unknown number alike (the forgotten-password
 * form) calls this for the number it does not text, so both answers cost the same work
 * (docs/decisions/103-equal-work-for-forgotten-password-answers.md). Never reaches Twilio.
 */
async function discardSms(db: Executor, message: { to: string; body: string; purpose: SmsPurpose }): Promise<void> {
  const provider = twilioSettings() ? "twilio" : "outbox";
  try {
    await db.transaction(async (tx) => {
      await tx.insert(smsOutbox).values({ toMobile: message.to, body: message.body, purpose: message.purpose, provider }).returning({ id: smsOutbox.id });
      throw new Discarded();
    });
  } catch (error) {
    if (!(error instanceof Discarded)) throw error;
  }
}
