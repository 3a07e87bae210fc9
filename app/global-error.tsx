"use client";

import { useEffect } from "react";
import { GLOBAL_ERROR_TEXTS } from "@/components/feedback/global-error-texts";
import { StatusPage, primaryButtonClass } from "@/components/feedback/status-page";
import "./globals.css";

/*
 * Last-resort error page, used only when the root layout itself fails (then
 * no locale or translations are available, so it is in English). Errors in
 * pages are handled by app/[locale]/error.tsx inside the normal layout.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <title>{GLOBAL_ERROR_TEXTS.title}</title>
        <main className="flex flex-1 flex-col">
          <StatusPage
            mark={<span className="text-6xl font-black text-accent-300">!</span>}
            title={GLOBAL_ERROR_TEXTS.title}
            description={GLOBAL_ERROR_TEXTS.description}
          >
            <button type="button" onClick={() => retry()} className={primaryButtonClass}>
              {GLOBAL_ERROR_TEXTS.retry}
            </button>
          </StatusPage>
        </main>
      </body>
    </html>
  );
}
