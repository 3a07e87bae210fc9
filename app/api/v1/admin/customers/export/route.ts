import { kolkataDate } from "@/lib/time";
import { customerListQuerySchema } from "@/lib/validation/admin-customers";
import { requireOperator } from "@/server/auth/guards";
import { CUSTOMER_EXPORT_HEADER, exportCustomers } from "@/server/customers/export-customers";
import { csvStreamResponse } from "@/server/http/csv-stream";
import { errorResponse, readQuery } from "@/server/http/route-handler";

/** GET /api/v1/admin/customers/export?q=&status=&kyc= — the customers list's matches as CSV. */
export async function GET(request: Request): Promise<Response> {
  try {
    const actor = await requireOperator();
    const input = readQuery(request, customerListQuerySchema);
    const batches = await exportCustomers({ actor, input });
    return csvStreamResponse(`customers-${kolkataDate(new Date())}.csv`, CUSTOMER_EXPORT_HEADER, () => batches);
  } catch (error) {
    return errorResponse(error, request);
  }
}
