import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeMonth } from "../../server/commissions/close-month";
import { runMonth } from "../../server/commissions/run-month";
import { actors } from "../support/admin-money-factories";
import { dropTemplate, freshWorld, seedOneSaleMonth, type World } from "../support/commission-factories";

let world: World | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});
afterAll(() => dropTemplate());

const JAN = "2027-01-01";

describe("a month's run number", () => {
  it("counts the month's saved runs only: previews and another month's runs use up none", async () => {
    world = await freshWorld();
    const db = world.db;
    const { operator } = await actors(db);
    await seedOneSaleMonth(db, JAN);

    // Two previews (as the console's job does them) before the first real run.
    expect((await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator", dryRun: true }, db })).runNumber).toBeNull();
    await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator", dryRun: true }, db });
    const first = await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    expect(first.runNumber).toBe(1);
    expect(first.previous).toBeNull();

    // Another month's run and a preview in between: the month's own count goes on.
    await runMonth({ actor: operator, input: { month: "2027-02", trigger: "operator" }, db });
    await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator", dryRun: true }, db });
    const second = await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator" }, db });
    expect(second.runNumber).toBe(2);
    expect(second.previous?.runNumber).toBe(1);

    // A preview after it compares with run 2, and February's first run is its run 1.
    const preview = await runMonth({ actor: operator, input: { month: "2027-01", trigger: "operator", dryRun: true }, db });
    expect(preview.previous?.runNumber).toBe(2);
    expect((await runMonth({ actor: operator, input: { month: "2027-02", trigger: "operator", dryRun: true }, db })).previous?.runNumber).toBe(1);

    // The close runs the month once more, inside its transaction (January's run 3); February goes on at 2.
    await closeMonth({ actor: operator, input: { month: "2027-01" }, db });
    expect((await runMonth({ actor: operator, input: { month: "2027-02", trigger: "operator" }, db })).runNumber).toBe(2);
  });
});
