import "server-only";
import { csvCell } from "./csv";

type Cell = Parameters<typeof csvCell>[0];

/**
 * A CSV download written while it is read: the header, then each batch of rows as the database
 * returns it, so an export of a million rows never sits in memory whole. Same cells (CSV-injection
 * safe) and BOM as csvResponse. An error midway ends the stream, leaving a visibly cut-off file.
 */
export function csvStreamResponse(filename: string, header: readonly string[], batches: AsyncIterable<readonly (readonly Cell[])[]>): Response {
  const encoder = new TextEncoder();
  const line = (cells: readonly Cell[]) => `${cells.map(csvCell).join(",")}\r\n`;
  const iterator = batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${line(header)}`));
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value.map(line).join("")));
      } catch (error) {
        console.error("[csv] export failed midway:", error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
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
