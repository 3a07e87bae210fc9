/**
 * `npx tsx scripts/compare-heap-snapshots.ts A.heapsnapshot B.heapsnapshot [--top 25]`
 *
 * What grew between two heap snapshots of one process (`npm run bench:load -- --soak
 * --heap-snapshots` writes them into .data/soak): the objects' own sizes (DevTools' "shallow
 * size") and counts summed by constructor, as the Summary view of the Memory tab groups them,
 * largest growth first. Buffers' memory shows as "system / JSArrayBufferData" (native). The file
 * is read a line at a time (a snapshot is larger than one JavaScript string may be): node.js
 * writes one node and one string a line.
 */
import { createReadStream } from "node:fs";
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";

type Group = { count: number; bytes: number };

/** The own size and count of the objects of a snapshot by constructor. */
export async function summarizeSnapshot(file: string): Promise<Map<string, Group>> {
  const lines = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  let fields = 0;
  let typeNames: string[] = [];
  let typeAt = 0;
  let nameAt = 0;
  let sizeAt = 0;
  // (type, name index) → totals; names are resolved once the strings (last in the file) are read.
  const byTypeAndName = new Map<number, Group>();
  const wantedNames = new Map<number, string>();
  let part: "head" | "nodes" | "between" | "strings" = "head";
  let stringIndex = 0;
  for await (const line of lines) {
    if (part === "head") {
      if (line.startsWith('{"snapshot":')) {
        const meta = (JSON.parse(`${line.replace(/,$/, "")}}`) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } } }).snapshot.meta;
        fields = meta.node_fields.length;
        typeNames = meta.node_types[0];
        typeAt = meta.node_fields.indexOf("type");
        nameAt = meta.node_fields.indexOf("name");
        sizeAt = meta.node_fields.indexOf("self_size");
        continue;
      }
      if (!line.startsWith('"nodes":[')) continue;
      part = "nodes";
    }
    if (part === "nodes") {
      const text = line.startsWith('"nodes":[') ? line.slice('"nodes":['.length) : line.replace(/^,/, "");
      const end = text.endsWith("],");
      const values = (end ? text.slice(0, -2) : text).split(",").map(Number);
      if (values.length === fields) {
        const type = values[typeAt]!;
        const typeName = typeNames[type] ?? "?";
        // Strings, numbers and the like are grouped by kind; objects, closures and native memory by name.
        const named = ["object", "closure", "native", "regexp"].includes(typeName);
        const key = type * 2 ** 32 + (named ? values[nameAt]! : 0);
        const group = byTypeAndName.get(key) ?? { count: 0, bytes: 0 };
        group.count += 1;
        group.bytes += values[sizeAt]!;
        byTypeAndName.set(key, group);
        if (named) wantedNames.set(values[nameAt]!, "");
      }
      if (end) part = "between";
      continue;
    }
    if (part === "between") {
      if (!line.startsWith('"strings":[')) continue;
      part = "strings";
    }
    const text = (line.startsWith('"strings":[') ? line.slice('"strings":['.length) : line).replace(/(,|\]\})$/, "");
    if (wantedNames.has(stringIndex)) wantedNames.set(stringIndex, JSON.parse(text) as string);
    stringIndex += 1;
  }
  const groups = new Map<string, Group>();
  for (const [key, group] of byTypeAndName) {
    const typeName = typeNames[Math.floor(key / 2 ** 32)] ?? "?";
    const name = ["object", "closure", "native", "regexp"].includes(typeName) ? `${typeName === "closure" ? "(closure) " : ""}${wantedNames.get(key % 2 ** 32) || "(anonymous)"}` : `(${typeName})`;
    const total = groups.get(name) ?? { count: 0, bytes: 0 };
    total.count += group.count;
    total.bytes += group.bytes;
    groups.set(name, total);
  }
  return groups;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string", default: "25" } } });
  if (positionals.length !== 2) throw new Error("usage: compare-heap-snapshots.ts A.heapsnapshot B.heapsnapshot [--top 25]");
  const [before, after] = await Promise.all(positionals.map((file) => summarizeSnapshot(file)));
  const total = (groups: Map<string, Group>) => [...groups.values()].reduce((sum, g) => sum + g.bytes, 0);
  console.log(`Total own size: ${mb(total(before!))} MB → ${mb(total(after!))} MB\n`);
  const names = [...new Set([...before!.keys(), ...after!.keys()])];
  const rows = names.map((name) => {
    const a = before!.get(name) ?? { count: 0, bytes: 0 };
    const b = after!.get(name) ?? { count: 0, bytes: 0 };
    return { name, a, b, grew: b.bytes - a.bytes };
  });
  const top = Number(values.top);
  console.log("| constructor | count A → B | own MB A → B | growth MB |\n|---|---:|---:|---:|");
  for (const row of rows.sort((x, y) => y.grew - x.grew).slice(0, top)) {
    console.log(`| ${row.name.replace(/\|/g, "\\|").slice(0, 80)} | ${row.a.count.toLocaleString("en-IN")} → ${row.b.count.toLocaleString("en-IN")} | ${mb(row.a.bytes)} → ${mb(row.b.bytes)} | ${mb(row.grew)} |`);
  }
  console.log("\nLargest in B:\n\n| constructor | count | own MB |\n|---|---:|---:|");
  for (const row of rows.sort((x, y) => y.b.bytes - x.b.bytes).slice(0, top)) {
    console.log(`| ${row.name.replace(/\|/g, "\\|").slice(0, 80)} | ${row.b.count.toLocaleString("en-IN")} | ${mb(row.b.bytes)} |`);
  }
}

if (process.argv[1]?.endsWith("compare-heap-snapshots.ts")) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
