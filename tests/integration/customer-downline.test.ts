import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../server/auth/actor";
import { toDownlineMatchWire, toDownlineNodeWire } from "../../server/downline/downline-wire";
import { getDownline, pathsBelow, type DownlineNode } from "../../server/downline/get-downline";
import { searchDownline } from "../../server/downline/search-downline";
import { dropTemplate, freshWorld, type World } from "../support/commission-factories";
import { buildPortalTree } from "../support/customer-factories";

let world: World;
let ids: Record<string, number>;
let actors: Record<string, Actor>;
beforeAll(async () => {
  world = await freshWorld();
  // A's downline: B (left) and C (right); B has D, E; D has F; F has G (4 levels below A). X is outside.
  ({ ids, actors } = await buildPortalTree(world.db, { A: "0", B: "00", C: "01", D: "000", E: "001", F: "0000", G: "00000", X: "1", Y: "10" }));
});
afterAll(async () => {
  await world.close();
  await dropTemplate();
});

const child = (node: DownlineNode, side: "left" | "right") => node[side] as DownlineNode;

describe("downline", () => {
  it("loads three levels with leg counts, marks empty slots and unloaded ones (null)", async () => {
    const { root, isOwnRoot } = await getDownline({ actor: actors.A!, db: world.db });
    expect(isOwnRoot).toBe(true);
    expect(root).toMatchObject({ id: ids.A, level: 0, leftCount: 5, rightCount: 1 });
    const b = child(root, "left");
    expect(b).toMatchObject({ id: ids.B, level: 1, leftCount: 3, rightCount: 1 });
    expect(child(root, "right")).toMatchObject({ id: ids.C, left: "empty", right: "empty" });
    const d = child(b, "left");
    const f = child(d, "left");
    expect(f).toMatchObject({ id: ids.F, level: 3, leftCount: 1, left: null, right: "empty" });

    // The JSON API's shape: the product's names, "0" for an empty slot, null for an unloaded one.
    const wire = toDownlineNodeWire(root);
    expect(wire).toMatchObject({ id: ids.A, f_name: root.firstName, l_name: root.lastName, left_count: 5, right_count: 1 });
    expect(wire.right_side).toMatchObject({ id: ids.C, left_side: "0", right_side: "0" });
    const wireF = (((wire.left_side as typeof wire).left_side as typeof wire).left_side as typeof wire);
    expect(wireF).toMatchObject({ id: ids.F, left_side: null, right_side: "0" });
    expect(Object.keys(wire).sort()).toEqual(["city", "code", "f_name", "gender", "id", "l_name", "left_count", "left_side", "level", "right_count", "right_side"]);
  });

  it("expands from a member inside one's own downline, and refuses anyone outside it", async () => {
    const { root, isOwnRoot } = await getDownline({ actor: actors.A!, fromId: ids.F, db: world.db });
    expect(isOwnRoot).toBe(false);
    expect(root).toMatchObject({ id: ids.F, level: 3 });
    expect(child(root, "left")).toMatchObject({ id: ids.G, level: 4 });
    await expect(getDownline({ actor: actors.A!, fromId: ids.X, db: world.db })).rejects.toMatchObject({ code: "not_found" });
    await expect(getDownline({ actor: actors.A!, fromId: ids.ROOT, db: world.db })).rejects.toMatchObject({ code: "not_found" });
    // B cannot look at their sponsor A, nor at A's other leg C.
    await expect(getDownline({ actor: actors.B!, fromId: ids.A, db: world.db })).rejects.toMatchObject({ code: "not_found" });
    await expect(getDownline({ actor: actors.B!, fromId: ids.C, db: world.db })).rejects.toMatchObject({ code: "not_found" });
    // X's tree never shows A's people.
    const x = await getDownline({ actor: actors.X!, db: world.db });
    expect(JSON.stringify(x.root)).not.toContain(`"id":${ids.B},`);
    expect(x.root).toMatchObject({ leftCount: 1, rightCount: 0 });
  });

  it("searches by name or code inside one's own downline only", async () => {
    const byName = await searchDownline({ actor: actors.A!, query: "g", db: world.db });
    expect(byName.map((m) => m.id)).toEqual([ids.G]);
    expect(byName[0]).toMatchObject({ level: 4, side: "L" });
    expect(toDownlineMatchWire(byName[0]!)).toMatchObject({ id: ids.G, f_name: byName[0]!.firstName, l_name: byName[0]!.lastName, level: 4, side: "L" });
    const { rows } = await world.db.execute<{ code: string }>(sql`SELECT code FROM customers WHERE id = ${ids.C!}`);
    expect((await searchDownline({ actor: actors.A!, query: rows[0]!.code.toLowerCase(), db: world.db })).map((m) => m.id)).toEqual([ids.C]);
    expect(await searchDownline({ actor: actors.A!, query: "Y", db: world.db })).toEqual([]);
    expect(await searchDownline({ actor: actors.B!, query: "C", db: world.db })).toEqual([]);
    expect(await searchDownline({ actor: actors.A!, query: "%", db: world.db })).toEqual([]);
  });
});

describe("pathsBelow", () => {
  it("lists a position and every position under it, level by level, left before right", () => {
    expect(pathsBelow("01", 0)).toEqual(["01"]);
    expect(pathsBelow("", 2)).toEqual(["", "0", "1", "00", "01", "10", "11"]);
    const three = pathsBelow("1", 3);
    expect(three).toHaveLength(15);
    expect(new Set(three).size).toBe(15);
    expect(three.every((path) => path.startsWith("1") && path.length <= 4)).toBe(true);
  });
});
