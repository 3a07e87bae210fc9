/**
 * Server answers of the account flows, in English. The forms show them translated through the
 * `AuthServer` catalog namespace (same keys) when they match; safe for client components.
 */
export const AUTH_SERVER_MESSAGES = {
  mobileTaken: "mobile no already registered.",
  emailTaken: "email id already registered.",
  referralNotFound: "referral code not found.",
  otpSent: "otp sent to your mobile no.",
  otpResent: "otp resent successfully.",
  badLogin: "invalid mobile no or password.",
  blocked: "your account is blocked. please contact service provider.",
  verifyFirst: "please verify your mobile no. we have sent an otp.",
  passwordReset: "your password has been reset successfully.",
  resetExpired: "your password reset has expired. please start again.",
  otpInvalid: "invalid otp. please enter the correct otp.",
  otpExpired: "otp has expired. please resend otp.",
  otpLocked: "too many wrong attempts. please resend otp.",
  flowMissing: "your verification has expired. please start again.",
  signInRequired: "Please login to continue.",
  forbidden: "You do not have access to this page.",
} as const;

export type AuthServerMessageKey = keyof typeof AUTH_SERVER_MESSAGES;

export function authServerMessageKey(message: string): AuthServerMessageKey | undefined {
  return (Object.keys(AUTH_SERVER_MESSAGES) as AuthServerMessageKey[]).find((key) => AUTH_SERVER_MESSAGES[key] === message);
}
