/**
 * CPU time on this machine (Linux /proc), for benchmarks on a shared machine: unlike wall time, it
 * hardly depends on what the other engineers' builds do to the two cores.
 */
import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time used so far by the PostgreSQL server's processes (the postmaster, its live children and
 * the children it has reaped), in ms, when the server runs on this machine: unlike wall time, it
 * hardly depends on what the other engineers' builds do to the two cores. Null when not readable.
 */
export function serverCpu(postmaster: number | null): number | null {
  if (postmaster === null) return null;
  try {
    const hz = 100; // USER_HZ on Linux
    const fields = (pid: string | number) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    const own = fields(postmaster);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const f = fields(pid);
        if (Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
      } catch {
        // The process ended meanwhile.
      }
    }
    return (ticks * 1000) / hz;
  } catch {
    return null;
  }
}

/** CPU time (user + system, ms) of one process of this machine so far, or null when not readable. */
export function processCpu(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ on Linux
  } catch {
    return null;
  }
}

/** The PostgreSQL server's main process (the postmaster), from one of its backends' pid; null when the server is on another machine. */
export function postmasterOf(backendPid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${backendPid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
  } catch {
    return null;
  }
}
