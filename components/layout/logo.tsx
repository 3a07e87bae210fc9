import { useTranslations } from "next-intl";
import { StoreIcon } from "@/components/icons";
import { IntentLink } from "./nav-link";

type Props = { variant?: "light" | "dark" };

/** Site logo and name, linking to the home page. */
export function Logo({ variant = "light" }: Props) {
  const t = useTranslations("Brand");
  const dark = variant === "dark";
  return (
    <IntentLink href="/" className="group inline-flex min-w-0 items-center gap-2.5 rounded-lg">
      <span className="relative grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white shadow-sm transition-colors group-hover:bg-brand-700">
        <StoreIcon className="size-6" />
        <span className="absolute -top-1 -right-1 size-3 rounded-full bg-accent-400 ring-2 ring-white" />
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className={`text-xl font-extrabold tracking-tight ${dark ? "text-white" : "text-brand-900"}`}>
          {t("name")}
        </span>
        <span className={`truncate text-xs font-medium ${dark ? "text-brand-200" : "text-stone-500"}`}>
          {t("tagline")}
        </span>
      </span>
    </IntentLink>
  );
}
