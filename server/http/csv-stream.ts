import "server-only";
import { formatSortableTimestamp } from "@/lib/format";
import { isClientAbort, logClientAbort } from "@/lib/http/client-abort";
import { csvLines } from "./csv";

/** An instant as "2026-11-24 17:05:09" in India's time: sorts as text and reads in any spreadsheet. */
export const istTimestamp = (iso: string | null) => (iso ? formatSortableTimestamp(new Date(iso)) : "");

type Cell = Parameters<typeof csvLines>[0][number][number];

/**
 * A CSV download written batch by batch as the database hands rows over, so an export of a month's
 * sales (millions of rows) never sits in memory whole. Same cells as toCsv (formula-safe, BOM for
 * Excel). `batches` yields arrays of rows until the export is done; a failure mid-way cuts the
 * download short (the browser reports it failed) rather than ending it as if complete.
 */
export function csvStreamResponse(filename: string, header: readonly string[], batches: () => AsyncIterable<readonly (readonly Cell[])[]>): Response {
  const encoder = new TextEncoder();
  let iterator: AsyncIterator<readonly (readonly Cell[])[]> | undefined;
  /** Set when the client cancels the download: a batch that fails after that failed only because of it. */
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLines([header])}`));
      iterator = batches()[Symbol.asyncIterator]();
    },
    async pull(controller) {
      try {
        const next = await iterator!.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(csvLines(next.value)));
      } catch (error) {
        if (cancelled) return;
        if (isClientAbort(error)) {
          logClientAbort(`the download of ${filename}`, error);
          controller.error(error);
          return;
        }
        console.error(`[csv] export ${filename} failed:`, error);
        controller.error(error);
      }
    },
    async cancel(reason) {
      cancelled = true;
      logClientAbort(`the download of ${filename}`, reason ?? new Error("aborted"));
      await iterator?.return?.();
    },
  });
  return new Response(stream, {
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
