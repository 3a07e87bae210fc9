import "server-only";
import { utrSchema } from "@/lib/validation/commissions";
import { parsePayoutReference } from "./export-payout-batch";
import { formatNumber } from "@/lib/format";

export type BankResponseRow =
  | { row: number; batchId: number; lineId: number; outcome: "paid"; utr: string }
  | { row: number; batchId: number; lineId: number; outcome: "failed"; reason: string };

export type BankResponseProblem = { row: number; message: string };

/** Reads RFC 4180 CSV: quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const input = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && input[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ""));
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
  const table = parseCsv(text);
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
