import { describe, expect, it } from "vitest";
import { GLOBAL_ERROR_TEXTS } from "@/components/feedback/global-error-texts";
import common from "@/messages/en/common.json";

describe("the last-resort error page's texts", () => {
  it("are the English catalog's Error texts", () => {
    expect(GLOBAL_ERROR_TEXTS).toEqual({ title: common.Error.title, description: common.Error.description, retry: common.Error.retry });
  });
});
