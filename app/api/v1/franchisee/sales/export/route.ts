import { getTranslations } from "next-intl/server";
import { kolkataDate } from "@/lib/time";
import { shopListQuerySchema } from "@/lib/validation/sales";
import { requireFranchisee } from "@/server/auth/guards";
import { csvStreamResponse } from "@/server/http/csv-stream";
import { pageLanguage } from "@/server/http/page-language";
import { errorResponse, readQuery } from "@/server/http/route-handler";
import { exportShopSales } from "@/server/sales/export-shop-sales";

/** GET /api/v1/franchisee/sales/export?filter=&customer=&lang=: the owner's sales the list's filters pick, as CSV. */
export async function GET(request: Request) {
  try {
    const actor = await requireFranchisee();
    const query = readQuery(request, shopListQuerySchema);
    const t = await getTranslations({ locale: pageLanguage(request), namespace: "Franchisee" });
    const header = [t("table.date"), t("csv.customerCode"), t("table.customer"), t("table.items"), t("csv.amountRupees"), t("csv.interestRupees"), t("table.reversed")];
    return csvStreamResponse(`sales-${kolkataDate(new Date())}.csv`, header, () => exportShopSales({ actor, period: query.filter, customerCode: query.customer, reversedText: t("table.reversed") }));
  } catch (error) {
    return errorResponse(error, request);
  }
}
