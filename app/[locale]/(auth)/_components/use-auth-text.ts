"use client";

import { useLocale, useTranslations } from "next-intl";
import { authServerMessageKey } from "@/lib/auth/auth-messages";
import { countArgs } from "@/lib/format";
import { authMessageKey, makeAuthSchemas, type AuthMessageFn } from "@/lib/validation/auth";
import { NETWORK_FAILURE } from "./post-json";

/**
 * The forms' schemas in each language. Building them is most of what rendering a form costs on the
 * server (zod constructs every rule; about 2 ms of a /login render), and they depend only on the
 * language's catalog, which is fixed for the build: build them once per language and process.
 */
const schemasByLocale = new Map<string, ReturnType<typeof makeAuthSchemas>>();

function schemasFor(locale: string, message: AuthMessageFn) {
  let schemas = schemasByLocale.get(locale);
  if (!schemas) schemasByLocale.set(locale, (schemas = makeAuthSchemas(message)));
  return schemas;
}

/**
 * Translates what the server answers (English) into the page's language when it is one of the
 * catalogued messages; anything else (e.g. "Too many attempts…") is shown as sent.
 */
export function useAuthText() {
  const locale = useLocale();
  const validation = useTranslations("AuthValidation");
  const server = useTranslations("AuthServer");
  const translate = (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (message === NETWORK_FAILURE) return server("network");
    const limited = /^Too many attempts\. Please try again in (\d+) minutes?\.$/.exec(message);
    if (limited) return server("rateLimited", countArgs(Number(limited[1]), "minutes"));
    const cooldown = /^please wait (\d+) seconds? before asking for a new otp\.$/.exec(message);
    if (cooldown) return server("cooldown", countArgs(Number(cooldown[1]), "seconds"));
    const validationKey = authMessageKey(message);
    if (validationKey) return validation(validationKey);
    const serverKey = authServerMessageKey(message);
    return serverKey ? server(serverKey) : message;
  };
  const schemas = schemasFor(locale, (key) => validation(key));
  return { translate, schemas };
}
