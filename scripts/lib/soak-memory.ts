/**
 * The memory side of `npm run bench:load -- --soak`: the probe loaded into the app it starts
 * (memory-probe.ts), heap snapshots on request, and the table of where the memory is by minute.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { MemorySample } from "./memory-probe";

export type SoakSample = { at: number; rssMb: number; load: number[]; app?: MemorySample };

/**
 * Node.js options and environment for an app whose memory the soak reads: the probe writes to
 * `dir`/memory.jsonl, and SIGUSR2 writes a heap snapshot into `dir`.
 */
export function soakProbe(dir: string) {
  const absolute = path.resolve(dir);
  mkdirSync(absolute, { recursive: true });
  const file = path.join(absolute, "memory.jsonl");
  rmSync(file, { force: true });
  return {
    dir: absolute,
    nodeArgs: ["--import", path.resolve("scripts", "lib", "memory-probe.ts"), "--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${absolute}`],
    env: { MEMORY_PROBE_FILE: file, MEMORY_PROBE_SECONDS: "5" },
    /** The probe's newest line. */
    latest(): MemorySample | undefined {
      if (!existsSync(file)) return undefined;
      const lines = readFileSync(file, "utf8").trimEnd().split("\n");
      try {
        return JSON.parse(lines.at(-1)!) as MemorySample;
      } catch {
        return undefined;
      }
    },
  };
}

/** The sample nearest each whole minute (and the first and last), as a Markdown table. */
export function soakMemoryTable(samples: SoakSample[], minutes = [0, 1, 3, 5]): string {
  const last = samples.at(-1)!;
  const wanted = [...new Set([...minutes.map((m) => m * 60).filter((at) => at <= last.at + 5), last.at])];
  const picked = wanted.map((at) => samples.reduce((best, s) => (Math.abs(s.at - at) < Math.abs(best.at - at) ? s : best)));
  const unique = picked.filter((s, i) => picked.indexOf(s) === i);
  const cell = (value: number | undefined) => (value === undefined ? "–" : String(Math.round(value)));
  const rows = unique.map((s) => {
    const app = s.app;
    const native = app ? app.rssMb - app.heapTotalMb - app.externalMb : undefined;
    return `| ${s.at} s | ${s.rssMb} | ${cell(app?.heapUsedMb)} | ${cell(app?.afterMajorGcMb ?? undefined)} | ${cell(app?.heapTotalMb)} | ${cell(app?.spacesMb.old_space)} | ${cell(app?.spacesMb.large_object_space)} | ${cell(app?.spacesMb.code_space)} | ${cell(app?.externalMb)} | ${cell(app?.arrayBuffersMb)} | ${cell(native)} | ${s.load.map((x) => x.toFixed(1)).join(" ")} |`;
  });
  return [
    "| time | RSS MB | V8 heap used | after the last full GC | V8 heap total | old space | large objects | code | external (Buffers…) | of which ArrayBuffers | rest of RSS (native, code, allocator) | load average |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...rows,
  ].join("\n");
}
