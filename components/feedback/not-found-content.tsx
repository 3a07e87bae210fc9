import { useTranslations } from "next-intl";
import { HomeIcon } from "@/components/icons";
import { Link } from "@/i18n/navigation";
import { StatusPage, primaryButtonClass } from "./status-page";

/** "Oops! 404 - Page not found" with a "Go to Home" button (docs/product.md#screens-and-routes). */
export function NotFoundContent() {
  const t = useTranslations("NotFound");
  return (
    <StatusPage
      mark={<span className="text-7xl font-black tracking-tighter text-brand-500 sm:text-8xl">404</span>}
      title={t("title")}
      description={t("description")}
    >
      <Link href="/" className={primaryButtonClass}>
        <HomeIcon className="size-5" />
        {t("goHome")}
      </Link>
    </StatusPage>
  );
}
