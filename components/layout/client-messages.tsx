import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { Messages } from "@/messages";

/**
 * Namespaces the site chrome's Client Components read (header, footer, error boundary): every page
 * sends them (components/layout/site-shell.tsx).
 */
export const SHELL_CLIENT_NAMESPACES = ["LocaleSwitcher", "Error", "Nav", "PublicNav", "NotificationBell"] as const satisfies readonly (keyof Messages)[];

/**
 * The text a page's own Client Components read, sent with that page only: the shell used to send
 * every public page's namespaces with every page (a tenth of /login's RSC payload). A nested
 * provider replaces the messages above it, so the shell's namespaces are passed on too (the same
 * objects: the RSC payload refers to them instead of repeating them).
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly (keyof Messages)[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries([...SHELL_CLIENT_NAMESPACES, ...namespaces].map((ns) => [ns, messages[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
