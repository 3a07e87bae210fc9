"use client";

import { useTranslations } from "next-intl";
import { countArgs } from "@/lib/format";
import { publicMessageKey } from "@/lib/public/form-messages";

/**
 * Shows what the server (or the shared schema) says in English — the product's messages — in the page's
 * language; a text the catalog does not know is shown as it came.
 */
export function usePublicFormText() {
  const t = useTranslations("PublicForm");
  return (message: string | undefined): string | undefined => {
    if (!message) return message;
    const found = publicMessageKey(message);
    if (!found) return message;
    return found.key === "tooLong" ? t("tooLong", countArgs(found.max, "max")) : t(found.key);
  };
}
