import { describe, expect, it } from "vitest";
import { addSaleSchema, SALES_MESSAGES } from "../../lib/validation/sales";

const parse = (input: Record<string, unknown>) => addSaleSchema.safeParse({ idempotency_key: "key-12345678", ...input });
const messages = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("add sale form rules (docs/product.md#validation-rules-and-messages)", () => {
  it("gives the product's messages for empty fields", () => {
    expect(messages({ cust_id: " ", amount: "", items: "" })).toEqual({
      cust_id: SALES_MESSAGES.codeRequired,
      amount: SALES_MESSAGES.amountRequired,
      items: SALES_MESSAGES.itemsRequired,
    });
    expect(SALES_MESSAGES.codeRequired).toBe("Please enter customer code.");
    expect(SALES_MESSAGES.amountRequired).toBe("Please enter amount.");
    expect(SALES_MESSAGES.itemsRequired).toBe("Please enter items.");
  });

  it("reads rupees as people type them into exact paise", () => {
    expect(parse({ cust_id: "dlmp000123", amount: "1,500.50", items: "Rice" })).toMatchObject({ success: true, data: { cust_id: "DLMP000123", amount: 150050 } });
    expect(parse({ cust_id: "DLMP1", amount: "1", items: "x" })).toMatchObject({ success: true, data: { amount: 100 } });
    expect(parse({ cust_id: "DLMP1", amount: 999.99, items: "x" })).toMatchObject({ success: true, data: { amount: 99999 } });
  });

  it("refuses a sale under ₹1 with its own message (every sale carries at least a paisa of fee)", () => {
    expect(messages({ cust_id: "DLMP1", amount: "0.99", items: "x" })).toEqual({ amount: SALES_MESSAGES.amountTooSmall });
    expect(SALES_MESSAGES.amountTooSmall).toBe("Amount should be at least ₹1.00.");
  });

  it("refuses negative, zero, fractional paise, huge and non-numeric amounts", () => {
    for (const amount of ["-5", "0", "0.001", "12.345", "1e5", "abc", "10000001"]) {
      expect(parse({ cust_id: "DLMP1", amount, items: "x" }).success, amount).toBe(false);
    }
  });
});
