/** Server answers of the account flows (English; the forms translate them via the AuthServer catalog namespace). */
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
  signInRequired: "Please login to continue.",
  forbidden: "You do not have access to this page.",
} as const;
