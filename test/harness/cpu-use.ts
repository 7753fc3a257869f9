/**
 * Reading Linux's /proc for cpu-report.ts: which kind of process a command line is, and the
 * CPU time a process or the whole machine has used. Pure functions over the files' text.
 */

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`: 100 on Linux's usual builds). */
export const TICKS_PER_SECOND = 100;

/** One process's line of /proc/<pid>/stat: its name, its start (ticks after boot) and its CPU. */
export interface ProcessStat {
  comm: string;
  startTicks: number;
  /** User and system time together. */
  cpuTicks: number;
}

/**
 * Parses /proc/<pid>/stat. The name is between the first `(` and the last `)` and may hold
 * spaces and parentheses itself; the fields after it are counted from there (proc(5)).
 */
export function parseProcessStat(text: string): ProcessStat | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  // After the name: state (field 3) first, so utime (14) is at 11, stime (15) at 12, starttime (22) at 19.
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const [utime, stime, start] = [fields[11], fields[12], fields[19]].map(Number);
  if (![utime, stime, start].every((n) => Number.isFinite(n))) return undefined;
  return {
    comm: text.slice(open + 1, close),
    startTicks: start as number,
    cpuTicks: (utime as number) + (stime as number),
  };
}

/** The machine's busy and idle ticks from the first line of /proc/stat (all CPUs together). */
export function machineTicks(procStat: string): { busy: number; idle: number } {
  const [label, ...values] = (procStat.split('\n')[0] ?? '').trim().split(/\s+/);
  if (label !== 'cpu') throw new Error('not the first line of /proc/stat');
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const sum = (...parts: (number | undefined)[]) => parts.reduce<number>((total, n) => total + (n ?? 0), 0);
  return { busy: sum(user, nice, system, irq, softirq, steal), idle: sum(idle, iowait) };
}

/**
 * A short name for what a process is, from its command line (/proc/<pid>/cmdline split at NUL)
 * or, where it has none (a kernel thread, a process that has just ended), its name without a
 * CPU number: `chromium renderer (extension)`, `firefox main`, `node vitest`, `kdamond.0`.
 */
export function processKind(cmdline: readonly string[], comm: string): string {
  // Chromium's and Firefox's child processes rewrite their arguments as one string with spaces.
  const argv = cmdline.length === 1 ? (cmdline[0] ?? '').split(' ').filter(Boolean) : cmdline;
  const program = argv[0]?.split('/').pop() ?? '';
  const line = argv.join(' ');
  if (argv.length === 0 || program === '') return comm.replace(/\/\d+.*$/, '');
  if (
    /^(chromium|chrome|headless_shell)$/.test(program) ||
    (program === 'exe' && line.includes('--type=zygote'))
  ) {
    const type = /--type=([\w-]+)/.exec(line)?.[1] ?? 'browser';
    if (type === 'renderer' && line.includes('--extension-process')) return 'chromium renderer (extension)';
    if (type === 'utility')
      return `chromium utility ${/--utility-sub-type=([\w.]+)/.exec(line)?.[1] ?? ''}`.trim();
    return `chromium ${type}`;
  }
  if (/^firefox(-esr|-bin)?$/.test(program)) {
    // A child's last argument is its process type (tab, rdd, socket, utility, …).
    return argv.includes('-contentproc') ? `firefox ${argv.at(-1)}` : 'firefox main';
  }
  if (program === 'node' || program === 'tsx') {
    const runner = /\b(vitest|playwright|tsx|web-ext|wxt|tsc|biome)\b/.exec(line)?.[1];
    return runner ? `node ${runner}` : 'node';
  }
  return program;
}
