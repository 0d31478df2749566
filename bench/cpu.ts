/**
 * CPU time and page faults of the processes on this machine that a measurement weighs (the PostgreSQL
 * server's processes, the server under test), read from /proc: Linux only; elsewhere the figures are absent.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface CpuSample {
  /** User and system time, ms. */
  cpuMs: number;
  /** Minor page faults (memory a process took from the system). */
  faults: number;
}

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux build in use. */
const TICKS = 100;

function statOf(pid: string): { comm: string; sample: CpuSample } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    // The fields after the name, from the 3rd (state): minflt is the 10th field, utime and stime the 14th and 15th.
    const fields = text.slice(close + 2).split(' ');
    const sample = { cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS, faults: Number(fields[7]) };
    return { comm, sample };
  } catch {
    return undefined;
  }
}

/** CPU samples by process id. */
export type CpuSamples = Map<string, CpuSample>;

/** The PostgreSQL server's processes, or undefined where /proc cannot tell. */
export function postgresCpu(): CpuSamples | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const samples: CpuSamples = new Map();
  for (const pid of pids) {
    const stat = statOf(pid);
    if (stat?.comm === 'postgres') samples.set(pid, stat.sample);
  }
  return samples;
}

/** One process, or undefined where /proc cannot tell. */
export function processCpu(pid: number): CpuSamples | undefined {
  const stat = statOf(String(pid));
  return stat && new Map([[String(pid), stat.sample]]);
}

/**
 * What the processes spent between two samples (undefined when either is missing): a process started since
 * counts from its start, one that ended since is left out (its last part is lost).
 */
export function spent(before: CpuSamples | undefined, after: CpuSamples | undefined): CpuSample | undefined {
  if (!before || !after) return undefined;
  let cpuMs = 0;
  let faults = 0;
  for (const [pid, now] of after) {
    const then = before.get(pid) ?? { cpuMs: 0, faults: 0 };
    cpuMs += now.cpuMs - then.cpuMs;
    faults += now.faults - then.faults;
  }
  return { cpuMs, faults };
}
