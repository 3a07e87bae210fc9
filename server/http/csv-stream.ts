import "server-only";
import { csvCell } from "./csv";

type Cell = Parameters<typeof csvCell>[0];

/**
 * A CSV download produced a batch of rows at a time, for exports too large to build in memory (a
 * month's statements at scale is hundreds of thousands of rows). Same cells as toCsv (CSV-injection
 * safe) and the same byte-order mark as csvResponse, so Excel reads Devanagari names.
 */
export function csvStreamResponse(filename: string, header: readonly string[], batches: () => AsyncIterable<readonly (readonly Cell[])[]>): Response {
  const encoder = new TextEncoder();
  const line = (cells: readonly Cell[]) => `${cells.map(csvCell).join(",")}\r\n`;
  let iterator: AsyncIterator<readonly (readonly Cell[])[]> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${line(header)}`));
      iterator = batches()[Symbol.asyncIterator]();
    },
    async pull(controller) {
      try {
        const next = await iterator!.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(line).join("")));
      } catch (error) {
        console.error("[csv] export failed:", error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator?.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** Money for a spreadsheet: rupees with two decimals, as a number-looking cell ("1234.50", "-12.00"). */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
