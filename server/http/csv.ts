import "server-only";
import { stringify } from "csv-stringify/sync";

type Cell = string | number | boolean | null | undefined | Date;

/**
 * A value typed by a customer (a name, a reference) must never run as a formula when an operator opens
 * an export in Excel (CSV injection): a leading = + - @ (or tab/CR) is neutralised with an apostrophe.
 * Plain numbers, negative ones included, are left alone.
 */
function formulaSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

/** csv-stringify writes and quotes; these casts keep every cell as our exports have always shown it. */
const CSV_OPTIONS = {
  record_delimiter: "windows",
  // csv-stringify quotes a cell holding the whole CRLF, not a lone CR or LF; a spreadsheet would
  // still break the row there.
  quoted_match: /[\r\n]/,
  cast: {
    boolean: (value: boolean) => String(value),
    date: (value: Date) => formulaSafe(value.toISOString()),
    number: (value: number) => String(value),
    string: (value: string) => formulaSafe(value),
  },
} as const;

/** CSV lines (each ending in CRLF) for rows of cells: quoted where needed, formula-safe. */
export function csvLines(rows: readonly (readonly Cell[])[]): string {
  return stringify(rows as Cell[][], CSV_OPTIONS);
}

export function toCsv(header: readonly string[], rows: Iterable<readonly Cell[]>): string {
  return csvLines([header, ...rows]);
}

/**
 * A CSV download: UTF-8 with a byte-order mark so Excel reads Devanagari names correctly. Files meant
 * for a machine (a bank's bulk-upload file) go without it: some upload parsers read the mark as part
 * of the first column's name.
 */
export function csvResponse(filename: string, csv: string, { byteOrderMark = true }: { byteOrderMark?: boolean } = {}): Response {
  return new Response(`${byteOrderMark ? "\uFEFF" : ""}${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}
