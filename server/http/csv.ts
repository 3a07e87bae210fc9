import "server-only";

type Cell = string | number | boolean | null | undefined | Date;

/**
 * A spreadsheet-safe CSV cell: quoted when needed, and a leading = + - @ (or tab/CR) neutralised with
 * an apostrophe so a value typed by a customer (a name, a reference) can never run as a formula when
 * an operator opens the export in Excel (CSV injection). Plain numbers are left alone.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly Cell[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
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
