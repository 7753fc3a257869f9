/**
 * `npm run cpu -- <command…>`: runs the command and then says where the machine's CPU went while
 * it ran, in core-seconds per kind of process (Chromium's renderers, Firefox's main process,
 * Vitest, ffmpeg, the kernel's own threads, …), with the machine's busy and idle time. Linux only
 * (it reads /proc). For finding what to cut when a run is CPU-bound, e.g. `npm run cpu -- bash .ci/run`.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { machineTicks, parseProcessStat, processKind, TICKS_PER_SECOND } from './cpu-use.ts';

const SAMPLE_MS = 1000;

/** What each process seen so far has used, by pid and start time (a pid is reused on a busy machine). */
const seen = new Map<string, { kind: string; cpuTicks: number }>();
const byKind = new Map<string, number>();
/** Kinds a Chromium child has between its fork and renaming itself: read again until it has. */
const BEFORE_RENAME = new Set(['chromium zygote', 'exe']);

async function argvOf(pid: string): Promise<string[]> {
  return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
}

async function sample(): Promise<void> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  await Promise.all(
    pids.map(async (pid) => {
      try {
        const stat = parseProcessStat(await readFile(`/proc/${pid}/stat`, 'utf8'));
        if (!stat) return;
        const id = `${pid}@${stat.startTicks}`;
        // A process first seen now counts what it used before: its whole life falls in the run.
        const entry = seen.get(id) ?? { kind: '', cpuTicks: 0 };
        seen.set(id, entry);
        if (entry.kind === '' || BEFORE_RENAME.has(entry.kind))
          entry.kind = processKind(await argvOf(pid), stat.comm);
        byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + stat.cpuTicks - entry.cpuTicks);
        entry.cpuTicks = stat.cpuTicks;
      } catch {
        // Ended between the listing and the read.
      }
    }),
  );
}

const command = process.argv.slice(2).filter((arg, index) => index > 0 || arg !== '--');
if (command.length === 0) {
  console.error('usage: npm run cpu -- <command> [args…]');
  process.exit(2);
}
// Processes already running before the command are not the command's: their time so far is set aside.
await sample();
byKind.clear();
const machineBefore = machineTicks(await readFile('/proc/stat', 'utf8'));
const started = performance.now();
const child = spawn(command[0] as string, command.slice(1), { stdio: 'inherit' });
const timer = setInterval(() => void sample(), SAMPLE_MS);
const code = await new Promise<number>((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)));
clearInterval(timer);
await sample();
const machineAfter = machineTicks(await readFile('/proc/stat', 'utf8'));

const seconds = (ticks: number) => ticks / TICKS_PER_SECOND;
const busy = seconds(machineAfter.busy - machineBefore.busy);
const rows = [...byKind].filter(([, ticks]) => ticks > 0).sort((a, b) => b[1] - a[1]);
console.log(`\nCPU while it ran (${((performance.now() - started) / 1000).toFixed(1)} s):`);
console.log(
  `  machine: ${busy.toFixed(0)} core-s busy, ${seconds(machineAfter.idle - machineBefore.idle).toFixed(0)} idle`,
);
for (const [kind, ticks] of rows.slice(0, 25)) {
  const share = busy > 0 ? ` (${((100 * seconds(ticks)) / busy).toFixed(1)} %)` : '';
  console.log(`  ${seconds(ticks).toFixed(1).padStart(8)} core-s  ${kind}${share}`);
}
process.exitCode = code;
