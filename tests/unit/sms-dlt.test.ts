import { describe, expect, it } from "vitest";
import { twilioMessageParams } from "../../server/sms/send-sms";

describe("Twilio message", () => {
  it("carries the kind's DLT template id with the text, and none for a message without one", () => {
    expect(twilioMessageParams({ from: "DLMPIN" }, { to: "9876543210", body: "DLMP: hello", dltTemplateId: "1107000000000000001" })).toEqual({
      To: "+919876543210",
      From: "DLMPIN",
      Body: "DLMP: hello",
      DltTemplateId: "1107000000000000001",
    });
    expect(twilioMessageParams({ from: "DLMPIN" }, { to: "9876543210", body: "Your code is 123456" })).toEqual({ To: "+919876543210", From: "DLMPIN", Body: "Your code is 123456" });
  });
});
