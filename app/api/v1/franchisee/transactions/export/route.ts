import { getTranslations } from "next-intl/server";
import { kolkataDate } from "@/lib/time";
import { shopListQuerySchema } from "@/lib/validation/sales";
import { requireFranchisee } from "@/server/auth/guards";
import { csvStreamResponse } from "@/server/http/csv-stream";
import { pageLanguage } from "@/server/http/page-language";
import { errorResponse, readQuery } from "@/server/http/route-handler";
import { exportWalletTransactions } from "@/server/wallet/export-wallet-transactions";

const METHODS = new Set(["sale", "upi", "neft", "cash", "cheque", "adjustment"]);

/** GET /api/v1/franchisee/transactions/export?filter=&customer=&lang=: the owner's wallet entries the list's filters pick, as CSV. */
export async function GET(request: Request) {
  try {
    const actor = await requireFranchisee();
    const query = readQuery(request, shopListQuerySchema);
    const t = await getTranslations({ locale: pageLanguage(request), namespace: "Franchisee" });
    const header = [t("table.date"), t("csv.creditedRupees"), t("csv.debitedRupees"), t("table.method"), t("csv.reference"), t("csv.customerCode")];
    const methodText = (method: string) => (METHODS.has(method) ? t(`methods.${method as "sale"}`) : method);
    return csvStreamResponse(`transactions-${kolkataDate(new Date())}.csv`, header, () => exportWalletTransactions({ actor, period: query.filter, customerCode: query.customer, methodText }));
  } catch (error) {
    return errorResponse(error, request);
  }
}
