import { describe, expect, it } from "vitest";
import { csvLines, toCsv } from "@/server/http/csv";
import { BANK_RESPONSE_MAX_ROWS, parseBankResponse } from "@/server/payouts/parse-bank-response";

const UTR = "SBIN000000000000000001";

describe("CSV exports", () => {
  it("quote what needs quoting, line breaks inside a cell included, and end every line in CRLF", () => {
    expect(toCsv(["name", "note"], [["Ravi", 'said "hi", left'], ["a\nb", "c\rd"]])).toBe('name,note\r\nRavi,"said ""hi"", left"\r\n"a\nb","c\rd"\r\n');
  });

  it("never let a cell run as a formula, but keep numbers (negative ones too) as numbers", () => {
    expect(csvLines([["=HYPERLINK(\"x\")", "+91", "-12.50", "-x", "@sum", "\tcmd", -5, 1.5]])).toBe(`"'=HYPERLINK(""x"")",'+91,-12.50,'-x,'@sum,'\tcmd,-5,1.5\r\n`);
  });

  it("write empty cells for nothing, booleans as words and dates as ISO instants", () => {
    expect(csvLines([[null, undefined, "", true, false, new Date("2026-11-27T06:00:00Z")]])).toBe(",,,true,false,2026-11-27T06:00:00.000Z\r\n");
  });

  it("write no line for no rows", () => {
    expect(csvLines([])).toBe("");
  });
});

describe("a bank's response file", () => {
  it("reads a byte-order mark, mixed line endings, quoted fields and blank rows", () => {
    const file = `\uFEFFReference,Status,UTR,Remarks\r\nDLMP7L1,SUCCESS,${UTR}\n\n , , \r"DLMP7L2","Returned","","Account closed,\nby holder"\r\n`;
    expect(parseBankResponse(file, 7)).toEqual({
      rows: [
        { row: 2, batchId: 7, lineId: 1, outcome: "paid", utr: UTR },
        { row: 3, batchId: 7, lineId: 2, outcome: "failed", reason: "Account closed,\nby holder" },
      ],
      problems: [],
    });
  });

  it("takes a stray quote inside a field as text", () => {
    expect(parseBankResponse(`Reference,Status,Remarks\nDLMP7L3,failed,Holder's "name" differs\n`, 7).rows).toEqual([
      { row: 2, batchId: 7, lineId: 3, outcome: "failed", reason: 'Holder\'s "name" differs' },
    ]);
  });

  it("says where a file stops being CSV instead of failing", () => {
    const { rows, problems } = parseBankResponse(`Reference,Status\nDLMP7L1,"paid\n`, 7);
    expect(rows).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^The file is not valid CSV at line \d+: /);
  });

  it("refuses a file of more rows than the limit", () => {
    const lines = ["Reference,Status,UTR", ...Array.from({ length: BANK_RESPONSE_MAX_ROWS + 5 }, (_, i) => `DLMP7L${i + 1},paid,${UTR}`)];
    expect(parseBankResponse(lines.join("\n"), 7)).toEqual({ rows: [], problems: [{ row: 1, message: "At most 20,000 rows a file." }] });
  });
});
