import { getTranslations } from "next-intl/server";
import { SearchBox as SearchBoxClient } from "./search-box-client";

/**
 * The search box with its words in the page's language, for server components (header, home): the
 * labels travel as props, so no message namespace is added to every page's payload.
 */
export async function SearchBox({ variant = "header" }: { variant?: "header" | "hero" }) {
  const t = await getTranslations("SearchBox");
  const labels = {
    label: t("label"),
    placeholder: variant === "hero" ? t("heroPlaceholder") : t("placeholder"),
    submit: t("submit"),
    shops: t("shops"),
    categories: t("categories"),
    towns: t("towns"),
    // The client picks one of the two and fills in the number.
    countOne: t("count", { count: 1, countText: "{n}" }),
    countOther: t("count", { count: 5, countText: "{n}" }),
    none: t("none"),
  };
  return <SearchBoxClient labels={labels} variant={variant} />;
}
