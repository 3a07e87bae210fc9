/**
 * Spillover placement (docs/product.md#referral-tree) over tree paths ('' is the root, '0' left, '1' right): the first
 * free slot in the sponsor's subtree in breadth-first order, left before right. Breadth-first order
 * of nodes is (depth, path), so the answer is the first node in that order with a free child.
 * This pure form serves small in-memory trees (demo data, tests); live placement does the same
 * in SQL over the open-slot index.
 */
export function findSpilloverSlot(occupied: ReadonlySet<string>, sponsorPath: string): { parentPath: string; side: "L" | "R"; path: string } {
  if (!occupied.has(sponsorPath)) throw new Error(`sponsor path ${JSON.stringify(sponsorPath)} is not in the tree`);
  const queue = [sponsorPath];
  for (let head = 0; head < queue.length; head += 1) {
    const parentPath = queue[head]!;
    for (const [bit, side] of [["0", "L"], ["1", "R"]] as const) {
      const path = parentPath + bit;
      if (!occupied.has(path)) return { parentPath, side, path };
      queue.push(path);
    }
  }
  throw new Error("unreachable: a finite tree always has a free slot");
}
