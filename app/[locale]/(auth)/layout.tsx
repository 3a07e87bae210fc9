import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

/** Text the account forms (client components) read; the rest of the catalog stays on the server. */
const AUTH_CLIENT_NAMESPACES = ["AuthValidation", "AuthServer", "AuthForm", "Register", "Verify", "Login", "Forgot", "Reset", "Logout", "FranchiseeLogin", "OperatorLogin", "LocaleSwitcher", "Error"] as const;

/**
 * The account screens (register, login, codes, password reset, logout). They read cookies, so they
 * render per request; the public pages around them stay static.
 */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(AUTH_CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider messages={picked} timeZone="Asia/Kolkata">
      {children}
    </NextIntlClientProvider>
  );
}
