/**
 * Loaded into the app by `npm run bench:load -- --soak` (`node --import tsx --import
 * ./scripts/lib/memory-probe.ts scripts/serve-app.ts`): every MEMORY_PROBE_SECONDS (default 5)
 * it appends one JSON line to MEMORY_PROBE_FILE with the process's memory split the way a leak
 * hunt needs it: V8's heap by space, memory outside it that V8 knows of (Buffers, which hold the
 * page cache and the sockets' data), and the rest of the resident set (code, native libraries
 * such as libvips and the allocator's own arenas). Nothing here is part of the app.
 */
import { appendFileSync } from "node:fs";
import { constants, PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";

export type MemorySample = {
  /** Seconds since the probe started. */
  at: number;
  rssMb: number;
  heapTotalMb: number;
  heapUsedMb: number;
  /** Memory held outside the V8 heap by JavaScript objects (Buffers, typed arrays), arrayBuffers included. */
  externalMb: number;
  arrayBuffersMb: number;
  /** What V8 itself got from malloc (compiler zones, not the heap). */
  mallocedMb: number;
  /** Used bytes by heap space (new_space, old_space, code_space, large_object_space…). */
  spacesMb: Record<string, number>;
  /** Garbage collections so far (the perf hooks' "gc" entries), and of those the full ones (mark-sweep-compact). */
  gcCount: number;
  majorGcCount: number;
  /**
   * V8 heap in use just after the last full collection: what is still reachable, without the
   * garbage that heapUsed also counts between collections. A leak shows as this rising.
   */
  afterMajorGcMb: number | null;
  /** Whether Node.js keeps source maps for the modules it loads (SERVER_SOURCE_MAPS). */
  sourceMaps: boolean;
};

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const started = Date.now();
  let gcCount = 0;
  let majorGcCount = 0;
  let afterMajorGcMb: number | null = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcCount += 1;
      if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      majorGcCount += 1;
      // Read as the entry is delivered (soon after the collection): close to the live size.
      afterMajorGcMb = mb(process.memoryUsage().heapUsed);
    }
  }).observe({ entryTypes: ["gc"] });
  const write = () => {
    const usage = process.memoryUsage();
    const sample: MemorySample = {
      at: Math.round((Date.now() - started) / 1000),
      rssMb: mb(usage.rss),
      heapTotalMb: mb(usage.heapTotal),
      heapUsedMb: mb(usage.heapUsed),
      externalMb: mb(usage.external),
      arrayBuffersMb: mb(usage.arrayBuffers),
      mallocedMb: mb(v8.getHeapStatistics().malloced_memory),
      spacesMb: Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_used_size)])),
      gcCount,
      majorGcCount,
      afterMajorGcMb,
      sourceMaps: process.sourceMapsEnabled,
    };
    appendFileSync(file, `${JSON.stringify(sample)}\n`);
  };
  write();
  setInterval(write, Number(process.env.MEMORY_PROBE_SECONDS ?? 5) * 1000).unref();
}
