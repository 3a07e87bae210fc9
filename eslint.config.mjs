import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Numbers, money and dates go through lib/format.ts and lib/money.ts: Latin digits and lakh
    // grouping in every language, India time. A language's own Intl defaults would not (Marathi:
    // Devanagari digits, no lakh grouping in money).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "server/**/*.{ts,tsx}"],
    // The operator console is English only (docs/decisions/059-formats-latin-digits-india-time.md): it formats with en-IN itself.
    ignores: ["lib/format.ts", "lib/money.ts", "server/sms/sms-text.ts", "app/[[]locale]/(admin)/**", "components/admin/**", "lib/admin/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='Intl']", message: "Use lib/format.ts (formatNumber, formatDate) or lib/money.ts (formatPaise)." },
        { selector: "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]", message: "Use lib/format.ts (formatNumber, formatDate) or lib/money.ts (formatPaise)." },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next-intl", importNames: ["useFormatter"], message: "Use lib/format.ts: Latin digits and India time in every language." },
            { name: "next-intl/server", importNames: ["getFormatter"], message: "Use lib/format.ts: Latin digits and India time in every language." },
            // Issue 3's JavaScript budget: these would load on every public page.
            { name: "sonner", importNames: ["toast", "Toaster"], message: "Use @/lib/toast/toast: sonner loads with the first toast." },
          ],
        },
      ],
    },
  },
  globalIgnores([".next/**", ".data/**", "node_modules/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"]),
]);
