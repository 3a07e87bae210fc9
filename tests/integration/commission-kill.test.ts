import { spawn } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { runMonth } from "../../server/commissions/run-month";
import { addSale, buildTree, dropTemplate, freshWorld, linesOf, qualify, statementsOf, type World } from "../support/commission-factories";
import { SYSTEM_ACTOR } from "../../server/auth/actor";

let world: World | undefined;
afterAll(async () => {
  await world?.close();
  await dropTemplate();
});


function cli(url: string, args: string[], env: Record<string, string> = {}) {
  // One process (node with tsx's loader), so SIGKILL really kills the run mid-transaction.
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/commissions.ts", ...args], {
    env: { ...process.env, DATABASE_URL: url, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("commission run: kill -9 during the write", () => {
  it("leaves the old figures, and a rerun gives what an uninterrupted run gives", { timeout: 120_000 }, async () => {
    world = await freshWorld();
    const db = world.db;
    const M = "2027-03-01";
    const t = await buildTree(db, { A: "0", B: "1", C: "00", D: "01", E: "10", F: "11", G: "000", H: "001" });
    await qualify(db, [t.A!, t.B!, t.C!, t.D!], M);
    for (const [buyer, interest] of [[t.G!, 12_345], [t.H!, 9_999], [t.E!, 54_321], [t.F!, 777]] as const) {
      await addSale(db, { customerId: buyer, amountPaise: interest * 20, interestPaise: interest, month: M });
    }
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: M, trigger: "cli" }, db });
    const before = await linesOf(db, M);
    const statementsBefore = await statementsOf(db, M);
    expect(before.length).toBeGreaterThan(0);

    // New sales arrive; a run starts, writes everything, and is killed before it commits.
    await addSale(db, { customerId: t.G!, amountPaise: 500_000, interestPaise: 25_000, month: M });
    const killed = cli(world.url, ["--month", "2027-03"], { COMMISSIONS_TEST_PAUSE_BEFORE_COMMIT_MS: "60000" });
    await expect.poll(killed.output, { timeout: 60_000, interval: 100 }).toMatch(/written, committing/);
    const started = Date.now();
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(await linesOf(db, M)).toEqual(before);
    expect(await statementsOf(db, M)).toEqual(statementsBefore);

    // The rerun (waiting for the dead session's lock to go) and an uninterrupted in-process run agree.
    const rerun = cli(world.url, ["--month", "2027-03", "--wait"]);
    expect(await rerun.exited, rerun.output()).toBe(0);
    // The killed run never committed: its 60 s pause never ended.
    expect(Date.now() - started).toBeLessThan(50_000);
    const afterRerun = await linesOf(db, M);
    const statementsAfterRerun = await statementsOf(db, M);
    expect(afterRerun).not.toEqual(before);
    expect(statementsAfterRerun).not.toEqual(statementsBefore);
    await runMonth({ actor: SYSTEM_ACTOR, input: { month: M, trigger: "cli" }, db });
    expect(await linesOf(db, M)).toEqual(afterRerun);
    expect(await statementsOf(db, M)).toEqual(statementsAfterRerun);
  });
});
