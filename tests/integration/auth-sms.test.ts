import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { connectTestDb } from "../support/db";
import { uniqueMobile } from "../support/factories";
import { smsOutbox } from "../../server/db/schema";

// Twilio is the one external service here: its client is replaced, the database is real. The
// sender posts to the Messages resource through the client's v2010 API (send-sms.ts says why).
const twilio = vi.hoisted(() => ({ sent: [] as { uri: string; data: Record<string, string> }[], fail: false }));
vi.mock("twilio", () => ({
  default: (accountSid: string) => ({
    api: {
      v2010: {
        create: async (request: { uri: string; method: string; data: Record<string, string> }) => {
          if (twilio.fail) throw new Error("Twilio is down");
          if (request.method !== "post" || request.uri !== `/Accounts/${accountSid}/Messages.json`) throw new Error(`unexpected Twilio request ${request.method} ${request.uri}`);
          twilio.sent.push({ uri: request.uri, data: request.data });
          return { sid: `SM${twilio.sent.length}` };
        },
      },
    },
  }),
}));

const { db, pool } = connectTestDb();
afterAll(() => pool.end());
const saved = { ...process.env };
afterEach(() => {
  Object.assign(process.env, saved);
  for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]) if (!(key in saved)) delete process.env[key];
  vi.resetModules();
});

async function loadSender(withTwilio: boolean) {
  vi.resetModules();
  if (withTwilio) Object.assign(process.env, { TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "secret", TWILIO_FROM: "+15005550006" });
  return import("../../server/sms/send-sms");
}

describe("SMS sender", () => {
  it("without Twilio settings, the outbox row is the delivery", async () => {
    const { sendSms } = await loadSender(false);
    const to = uniqueMobile();
    await sendSms(db, { to, body: "DLMP: 123456 is your code.", purpose: "signup" });
    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, to));
    expect(row).toMatchObject({ provider: "outbox", status: "queued", body: "DLMP: 123456 is your code." });
  });

  it("with Twilio settings, sends to +91 and logs the message id", async () => {
    const { sendSms } = await loadSender(true);
    const to = uniqueMobile();
    await sendSms(db, { to, body: "DLMP: 654321 is your code.", purpose: "password_reset" });
    expect(twilio.sent.at(-1)?.data).toEqual({ To: `+91${to}`, From: "+15005550006", Body: "DLMP: 654321 is your code." });
    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, to));
    expect(row).toMatchObject({ provider: "twilio", status: "sent", providerMessageId: `SM${twilio.sent.length}` });
  });

  it("a Twilio failure is recorded and answered with a clear 503, not a 500", async () => {
    const { sendSms } = await loadSender(true);
    const { isAppError } = await import("../../server/errors");
    twilio.fail = true;
    const to = uniqueMobile();
    const error = await sendSms(db, { to, body: "x", purpose: "signup" }).catch((e: unknown) => e);
    twilio.fail = false;
    expect(isAppError(error) && error.status).toBe(503);
    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, to));
    expect(row).toMatchObject({ provider: "twilio", status: "failed", error: "Twilio is down" });
  });
});
