import "server-only";
import { SESSION_COOKIE_PREFIX } from "@/lib/auth/session-cookie";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { admin, phoneNumber } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { db } from "@/server/db/client";
import { account, rateLimit, session, user, verification } from "@/server/db/schema";
import { env, publicSiteUrl } from "@/server/env";
import { CLIENT_IP_HEADER } from "./client-ip";
import { sessionForUser } from "./session-for-user-plugin";

/**
 * Better Auth: database sessions in httpOnly cookies, the admin plugin for roles, the phoneNumber
 * plugin for the user's mobile fields. The browser never calls Better Auth's own sign-in or code
 * endpoints: /api/v1 route handlers do the account flows (mobile + password login, hashed codes,
 * rate limits) and open sessions through the server-only `createSessionForUser` endpoint.
 * app/api/auth/[...all] exposes only reading and closing sessions (see ALLOWED_AUTH_ROUTES).
 */

/** Roles for the admin plugin: operators administer users; customers and franchisees have no admin rights. */
const ac = createAccessControl(defaultStatements);
const roles = {
  operator: ac.newRole(adminAc.statements),
  customer: ac.newRole(userAc.statements),
  franchisee: ac.newRole(userAc.statements),
};

export const auth = betterAuth({
  appName: "DLMP",
  baseURL: publicSiteUrl(),
  secret: env.BETTER_AUTH_SECRET,
  telemetry: { enabled: false },
  database: drizzleAdapter(db, {
    provider: "pg",
    schema: { user, session, account, verification, rateLimit },
  }),
  emailAndPassword: {
    // Sign-up and sign-in by email are not offered (login is mobile + password through /api/v1);
    // enabled only so that Better Auth keeps its password hasher and credential accounts.
    enabled: true,
    disableSignUp: true,
    minPasswordLength: 8,
    maxPasswordLength: 128,
    revokeSessionsOnPasswordReset: true,
  },
  session: {
    expiresIn: 60 * 60 * 24 * 30,
    updateAge: 60 * 60 * 24,
  },
  rateLimit: {
    enabled: true,
    storage: "database",
    window: 60,
    max: 100,
  },
  advanced: {
    cookiePrefix: SESSION_COOKIE_PREFIX,
    useSecureCookies: env.NODE_ENV === "production",
    defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: env.NODE_ENV === "production" },
    // The client IP is worked out once, from the trusted-proxy setting, and passed in this header,
    // which the app always overwrites (server/auth/client-ip.ts).
    ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
  },
  disabledPaths: [
    "/sign-up/email",
    "/sign-in/email",
    "/sign-in/phone-number",
    "/phone-number/send-otp",
    "/phone-number/verify",
    "/phone-number/request-password-reset",
    "/phone-number/reset-password",
    "/request-password-reset",
    "/reset-password",
    "/send-verification-email",
    "/verify-email",
    "/change-email",
    "/update-user",
    "/delete-user",
  ],
  plugins: [
    phoneNumber({
      // Never reached: its endpoints are disabled above. Codes go through server/auth/one-time-code.ts.
      sendOTP: () => {
        throw new Error("phone-number OTP endpoints are disabled");
      },
    }),
    admin({ ac, roles, defaultRole: "customer", adminRoles: ["operator"] }),
    sessionForUser(),
    // Last: copies Set-Cookie from server-side auth.api calls onto the Next.js response.
    nextCookies(),
  ],
});

export type Auth = typeof auth;
