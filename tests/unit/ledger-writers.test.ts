import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The ledger has one door (docs/decisions/129-the-ledgers-one-door.md): postings, entries and kept
 * balances are written by server/ledger/ only, in the product, its scripts and the tests' own
 * factories alike. Opening a ledger account (balance 0) is not a movement and may happen anywhere.
 * Tests that exercise the ledger's own constraints (tests/integration/ledger*.test.ts) write rows
 * on purpose and are not scanned.
 */
const WRITE = /INSERT\s+INTO\s+ledger_(entries|postings)\b|\.insert\(\s*ledger(Entries|Postings)\s*\)|UPDATE\s+ledger_accounts\b|\.update\(\s*ledgerAccounts\s*\)/;
/** An account opened with a balance: the statement up to its end names one. */
const OPENED_WITH_BALANCE = /(\.insert\(\s*ledgerAccounts\s*\)|INSERT\s+INTO\s+ledger_accounts)[^;]*?balance_?[pP]aise/g;

const root = path.resolve(__dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx|mts)$/.test(name) ? [full] : [];
  });
}

function writesIn(name: string, text: string): string[] {
  const lines = text
    .split("\n")
    .map((line, i) => [i + 1, line] as const)
    .filter(([, line]) => WRITE.test(line) && !/^\s*(\/\/|\*)/.test(line))
    .map(([n, line]) => `${name}:${n}: ${line.trim()}`);
  const opened = [...text.matchAll(OPENED_WITH_BALANCE)].map((match) => `${name}:${text.slice(0, match.index).split("\n").length}: an account opened with a balance`);
  return [...lines, ...opened];
}

describe("the ledger's one door", () => {
  it("no file outside server/ledger/ writes postings, entries or kept balances", () => {
    const scanned = ["app", "components", "lib", "server", "scripts", "tests/support"].flatMap((dir) => files(path.join(root, dir)));
    const writers = scanned
      .filter((file) => !file.startsWith(path.join(root, "server/ledger/")) && !file.startsWith(path.join(root, "server/db/schema/")))
      .flatMap((file) => writesIn(path.relative(root, file), readFileSync(file, "utf8")));
    expect(scanned.length).toBeGreaterThan(100);
    expect(writers).toEqual([]);
  });

  it("recognises each way of writing the ledger", () => {
    const written = ["INSERT INTO ledger_entries (a) VALUES (1)", "tx.insert(ledgerPostings).values({})", "UPDATE ledger_accounts SET balance_paise = 1", "db.update(ledgerAccounts)", "tx.insert(ledgerAccounts)\n  .values({ kind: 'franchisee_wallet', balancePaise: 500 })\n  .returning();"];
    for (const text of written) expect(writesIn("x.ts", text), text).toHaveLength(1);
    expect(writesIn("x.ts", "tx.insert(ledgerAccounts).values({ kind: 'company_cash' }).onConflictDoNothing();\nconst { balancePaise } = row;")).toEqual([]);
  });
});
