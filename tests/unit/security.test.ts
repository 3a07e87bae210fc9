import { describe, expect, it } from "vitest";
import { blindIndex, decryptField, encryptField } from "../../server/security/field-encryption";

describe("field encryption", () => {
  it("round-trips and never shows the plain value", () => {
    const sealed = encryptField("123456789012");
    expect(sealed).not.toContain("123456789012");
    expect(decryptField(sealed)).toBe("123456789012");
  });

  it("validates the environment once, not on every value (a bank file decrypts one per line), and follows a changed key", () => {
    const sealed = encryptField("123456789012");
    const original = process.env;
    const configured = original.APP_ENCRYPTION_KEY;
    let enumerations = 0;
    process.env = new Proxy(original, {
      ownKeys(target) {
        enumerations += 1;
        return Reflect.ownKeys(target);
      },
    });
    try {
      for (let i = 0; i < 200; i += 1) expect(decryptField(sealed)).toBe("123456789012");
      expect(enumerations).toBe(0);
      process.env.APP_ENCRYPTION_KEY = "another-key-of-at-least-thirty-two-characters";
      expect(() => decryptField(sealed)).toThrow();
      expect(enumerations).toBe(1);
    } finally {
      if (configured === undefined) delete original.APP_ENCRYPTION_KEY;
      else original.APP_ENCRYPTION_KEY = configured;
      process.env = original;
    }
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
