import "server-only";
import { CsvError, parse } from "csv-parse/sync";
import { utrSchema } from "@/lib/validation/commissions";
import { parsePayoutReference } from "./export-payout-batch";
import { formatNumber } from "@/lib/format";

export type BankResponseRow =
  | { row: number; batchId: number; lineId: number; outcome: "paid"; utr: string }
  | { row: number; batchId: number; lineId: number; outcome: "failed"; reason: string };

export type BankResponseProblem = { row: number; message: string };

const CSV_OPTIONS = {
  bom: true,
  // Banks' files mix line endings and leave blank or whitespace-only rows; a stray quote inside a
  // field is taken as text rather than failing the whole file.
  record_delimiter: ["\r\n", "\n", "\r"],
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
};

/** The file's rows as cells, or where it stops being CSV. Reads at most `maxRows` rows. */
function readCsv(text: string, maxRows: number): { table: string[][] } | { problem: BankResponseProblem } {
  try {
    return { table: parse(text, { ...CSV_OPTIONS, to: maxRows }) as string[][] };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof (error as { lines?: unknown }).lines === "number" ? (error as unknown as { lines: number }).lines : 1;
    return { problem: { row: line, message: `The file is not valid CSV at line ${formatNumber(line)}: ${error.message}` } };
  }
}

const COLUMN_NAMES = {
  reference: ["reference", "ref", "payment reference", "customer reference", "beneficiary reference", "ref no", "reference no"],
  utr: ["utr", "utr no", "utr number", "bank reference", "bank ref"],
  status: ["status", "transaction status", "payment status"],
  reason: ["reason", "remarks", "remark", "failure reason", "return reason"],
} as const;
const PAID = new Set(["paid", "success", "successful", "processed", "credited", "completed", "executed"]);
const FAILED = new Set(["failed", "failure", "rejected", "returned", "return", "cancelled", "unsuccessful"]);

export const BANK_RESPONSE_MAX_ROWS = 20_000;

/**
 * The bank's response file for a batch: one row per payment with our reference (DLMP<batch>L<line>),
 * its status and, for a paid one, the UTR; a failed one may carry the bank's reason. Column names
 * are matched loosely (banks name them differently); every problem is reported with its row number.
 */
export function parseBankResponse(text: string, batchId: number): { rows: BankResponseRow[]; problems: BankResponseProblem[] } {
  // One row past the limit is enough to refuse the file: the rest is never parsed.
  const read = readCsv(text, BANK_RESPONSE_MAX_ROWS + 2);
  if ("problem" in read) return { rows: [], problems: [read.problem] };
  const { table } = read;
  const problems: BankResponseProblem[] = [];
  if (table.length < 2) return { rows: [], problems: [{ row: 1, message: "The file has no payment rows under its header." }] };
  if (table.length - 1 > BANK_RESPONSE_MAX_ROWS) return { rows: [], problems: [{ row: 1, message: `At most ${formatNumber(BANK_RESPONSE_MAX_ROWS)} rows a file.` }] };
  const header = table[0]!.map((h) => h.trim().toLowerCase().replace(/[._]/g, " ").replace(/\s+/g, " "));
  const column = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const at = { reference: column(COLUMN_NAMES.reference), utr: column(COLUMN_NAMES.utr), status: column(COLUMN_NAMES.status), reason: column(COLUMN_NAMES.reason) };
  if (at.reference < 0 || at.status < 0) {
    return { rows: [], problems: [{ row: 1, message: "The header needs a Reference column and a Status column (and UTR for paid rows)." }] };
  }
  const rows: BankResponseRow[] = [];
  const seen = new Set<number>();
  table.slice(1).forEach((cells, index) => {
    const row = index + 2;
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? "").trim() : "");
    const reference = parsePayoutReference(cell(at.reference));
    if (!reference) return problems.push({ row, message: `"${cell(at.reference)}" is not a payout reference (DLMP<batch>L<line>).` });
    if (reference.batchId !== batchId) return problems.push({ row, message: `${cell(at.reference)} belongs to batch ${reference.batchId}, not ${batchId}.` });
    if (seen.has(reference.lineId)) return problems.push({ row, message: `${cell(at.reference)} appears twice in the file.` });
    seen.add(reference.lineId);
    const status = cell(at.status).toLowerCase();
    if (PAID.has(status)) {
      const utr = utrSchema.safeParse(cell(at.utr));
      if (!utr.success) return problems.push({ row, message: `${cell(at.reference)}: ${utr.error.issues[0]?.message ?? "bad UTR"}` });
      rows.push({ row, ...reference, outcome: "paid", utr: utr.data });
    } else if (FAILED.has(status)) {
      const reason = cell(at.reason).slice(0, 200) || "Returned by the bank";
      rows.push({ row, ...reference, outcome: "failed", reason });
    } else {
      problems.push({ row, message: `${cell(at.reference)}: the status "${cell(at.status)}" is neither paid nor failed.` });
    }
  });
  return { rows, problems };
}
