"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { StatusPage, primaryButtonClass, secondaryButtonClass } from "@/components/feedback/status-page";
import { AlertIcon } from "@/components/icons/chrome-icons";
import { Link } from "@/i18n/navigation";

type Props = {
  error: unknown;
  /** Re-fetches and re-renders the segment (Next.js 16.4). */
  retry: () => void;
};

/**
 * Error boundary for every page. Shows a friendly, generic message: the
 * error's own message never reaches the visitor.
 */
export default function ErrorPage({ error, retry }: Props) {
  const t = useTranslations("Error");

  useEffect(() => {
    // Server errors carry only a digest that matches the server logs.
    console.error(error);
  }, [error]);

  return (
    <StatusPage
      mark={
        <span className="grid size-20 place-items-center rounded-full bg-accent-100 text-accent-600">
          <AlertIcon className="size-10" />
        </span>
      }
      title={t("title")}
      description={t("description")}
    >
      <button type="button" onClick={() => retry()} className={primaryButtonClass}>
        {t("retry")}
      </button>
      <Link href="/" className={secondaryButtonClass}>
        {t("goHome")}
      </Link>
    </StatusPage>
  );
}
