"use client";

import { useTranslations } from "next-intl";
import { authServerMessageKey } from "@/lib/auth/auth-messages";
import { formatNumber } from "@/lib/format";
import { authMessageKey, makeAuthSchemas } from "@/lib/validation/auth";
import { NETWORK_FAILURE } from "./post-json";

/**
 * Translates what the server answers (English) into the page's language when it is one of the
 * catalogued messages; anything else (e.g. "Too many attempts…") is shown as sent.
 */
export function useAuthText() {
  const validation = useTranslations("AuthValidation");
  const server = useTranslations("AuthServer");
  const translate = (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (message === NETWORK_FAILURE) return server("network");
    const limited = /^Too many attempts\. Please try again in (\d+) minutes?\.$/.exec(message);
    if (limited) return server("rateLimited", { minutes: Number(limited[1]), minutesText: formatNumber(Number(limited[1])) });
    const cooldown = /^please wait (\d+) seconds before asking for a new otp\.$/.exec(message);
    if (cooldown) return server("cooldown", { seconds: Number(cooldown[1]) });
    const validationKey = authMessageKey(message);
    if (validationKey) return validation(validationKey);
    const serverKey = authServerMessageKey(message);
    return serverKey ? server(serverKey) : message;
  };
  const schemas = makeAuthSchemas((key) => validation(key));
  return { translate, schemas };
}
