import { describe, expect, it } from "vitest";
import { authSchemas } from "../../lib/validation/auth";

const valid = {
  firstName: "Meera",
  middleName: "Sunil",
  lastName: "Kulkarni",
  mobile: "9876501234",
  email: "Meera@Example.com",
  password: "Secret@123",
  confirm_password: "Secret@123",
  terms: true,
};

function errorsOf(input: unknown) {
  const result = authSchemas.signUp.safeParse(input);
  if (result.success) return {};
  // The first message per field, as the forms and the server show it.
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("sign-up schema (docs/product.md#validation-rules-and-messages messages)", () => {
  it("accepts a valid form, lower-cases the email and drops an empty referral code", () => {
    const parsed = authSchemas.signUp.parse({ ...valid, referralCode: " " });
    expect(parsed.email).toBe("meera@example.com");
    expect(parsed.referralCode).toBeUndefined();
    expect(authSchemas.signUp.parse({ ...valid, referralCode: "dlmp000123" }).referralCode).toBe("DLMP000123");
  });

  it("answers the product's exact messages", () => {
    expect(errorsOf({ ...valid, firstName: "" }).firstName).toBe("please enter the first name.");
    expect(errorsOf({ ...valid, firstName: "Ravi 2" }).firstName).toBe("you can not use numbers,symbols & spaces in first name.");
    expect(errorsOf({ ...valid, middleName: "" }).middleName).toBe("please enter the middle name.");
    expect(errorsOf({ ...valid, lastName: "O'Neil" }).lastName).toBe("you can not use numbers,symbols & spaces in last name.");
    expect(errorsOf({ ...valid, mobile: "" }).mobile).toBe("please enter the mobile no.");
    expect(errorsOf({ ...valid, mobile: "98765abcde" }).mobile).toBe("mobile no should be numbers.");
    expect(errorsOf({ ...valid, mobile: "98765" }).mobile).toBe("mobile no should be exact 10 digits.");
    expect(errorsOf({ ...valid, email: "not-an-email" }).email).toBe("please enter valid email id.");
    expect(errorsOf({ ...valid, password: "" }).password).toBe("please enter the password.");
    expect(errorsOf({ ...valid, password: "short", confirm_password: "short" }).password).toBe("password should be atleast 8 characters.");
    expect(errorsOf({ ...valid, confirm_password: "Secret@124" }).confirm_password).toBe("password and confirm password should be same.");
    expect(errorsOf({ ...valid, terms: false }).terms).toBe("please confirm you are 18 or older and accept the terms.");
  });

  it("accepts names in Devanagari (letters only, any script)", () => {
    expect(errorsOf({ ...valid, firstName: "मीरा" })).toEqual({});
  });
});

describe("code schema", () => {
  it("takes the product's {first..sixth} or a six-digit string", () => {
    expect(authSchemas.codeCheck.parse({ otp: { first: "1", second: "2", third: "3", fourth: "4", fifth: "5", sixth: "6" } }).otp).toBe("123456");
    expect(authSchemas.codeCheck.parse({ otp: "654321" }).otp).toBe("654321");
    expect(authSchemas.codeCheck.safeParse({ otp: "12345a" }).success).toBe(false);
    expect(authSchemas.codeCheck.safeParse({ otp: { first: "1" } }).success).toBe(false);
  });
});
