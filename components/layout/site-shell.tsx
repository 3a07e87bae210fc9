import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { preloadDevanagariFont } from "@/app/fonts";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { Toaster } from "@/components/toaster";
import { Footer } from "./footer";
import { Header } from "./header";
import { PublicChrome } from "./public-chrome";
import { SHELL_CLIENT_NAMESPACES } from "./client-messages";

/**
 * The whole document around a page: <html lang>, the client-side message
 * provider (the chrome's own text; a page sends what its Client Components read with
 * ClientMessages), header, main area, footer and toaster; the operator console draws its own frame
 * instead of the public header and footer (PublicChrome). Used by the `[locale]`
 * root layout and by app/global-not-found.tsx, so 404s keep the site chrome.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const messages = await getMessages();
  const clientMessages = Object.fromEntries(SHELL_CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  preloadDevanagariFont(locale);

  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col">
        <NextIntlClientProvider messages={clientMessages}>
          <PublicChrome>
            <Header />
          </PublicChrome>
          <main id="main" className="flex flex-1 flex-col">
            {children}
          </main>
          <PublicChrome>
            <Footer />
          </PublicChrome>
          <Toaster />
          <ServiceWorkerRegistration />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
