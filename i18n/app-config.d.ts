import type { Messages } from "../messages";
import type { routing } from "./routing";

// Type-checks message keys (`t("Header.login")`) against the English catalog
// and narrows `useLocale()` / `getLocale()` to the supported locales.
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: Messages;
  }
}
