// The machine a benchmark ran on, as BENCHMARKS.md and `--json` report it: CPU model and count, memory,
// Node and Mesa versions, the load averages before and after the run (this kind of figure means little
// on a busy machine, so the load is part of the result) and the date.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  /** Clock of the first core as the OS reports it, in MHz (0 when unknown). */
  readonly mhz: number;
  readonly memoryGiB: number;
  readonly node: string;
  /** Mesa's package version (Debian's libosmesa6), or null when it cannot be told. */
  readonly mesa: string | null;
}

export function describeMachine(): Machine {
  const all = cpus();
  return {
    cpu: all[0]?.model.trim() ?? 'unknown',
    cores: all.length,
    mhz: all[0]?.speed ?? 0,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    mesa: mesaVersion(),
  };
}

/** Mesa's version from the package manager (OSMesa reports none of its own). */
function mesaVersion(): string | null {
  const query = spawnSync('dpkg-query', ['-W', '-f', '\x24{Version}', 'libosmesa6'], { encoding: 'utf8' });
  return query.status === 0 && query.stdout.trim() !== '' ? query.stdout.trim() : null;
}

/** The 1, 5 and 15 minute load averages. */
export function loadAverages(): [number, number, number] {
  const [a = 0, b = 0, c = 0] = loadavg();
  return [a, b, c];
}

/** One line: "Intel Xeon … ×2 (2.2 GHz), 23.4 GiB, Node v20.19.0, Mesa 22.3.6-1". */
export function machineLine(m: Machine): string {
  const clock = m.mhz > 0 ? ` (${(m.mhz / 1000).toFixed(1)} GHz)` : '';
  return `${m.cpu} ×${m.cores}${clock}, ${m.memoryGiB} GiB, Node ${m.node}, Mesa ${m.mesa ?? 'unknown'}`;
}
