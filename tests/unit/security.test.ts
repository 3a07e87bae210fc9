import { describe, expect, it } from "vitest";
import { blindIndex, decryptField, encryptField } from "../../server/security/field-encryption";

describe("field encryption", () => {
  it("round-trips and never shows the plain value", () => {
    const sealed = encryptField("123456789012");
    expect(sealed).not.toContain("123456789012");
    expect(decryptField(sealed)).toBe("123456789012");
  });

  it("seals the same value differently each time", () => {
    expect(encryptField("5555")).not.toBe(encryptField("5555"));
  });

  it("refuses a tampered value", () => {
    const sealed = encryptField("123456789012");
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(() => decryptField(tampered)).toThrow();
  });

  it("hashes equal values equally for duplicate checks", () => {
    expect(blindIndex("234567890123")).toBe(blindIndex("234567890123"));
    expect(blindIndex("234567890123")).not.toBe(blindIndex("234567890124"));
  });
});
