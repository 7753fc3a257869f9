/**
 * A lock file next to the library directory, so that several processes starting at once (the
 * service, a test run, a benchmark) generate the library once instead of racing each other on
 * a 2-core machine. A lock whose owner process is gone is taken over.
 */
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

const POLL_MS = 250;

/** True if a process with this id exists (EPERM: it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `task` holding the lock file `path` (created exclusively, holding our pid). While another
 * live process holds it, waits, calling `onWait` once.
 */
export async function withLock<T>(path: string, task: () => Promise<T>, onWait?: () => void): Promise<T> {
  let waited = false;
  // A fresh clone has no `.cache` yet.
  await mkdir(dirname(path), { recursive: true });
  for (;;) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
    // An empty file is a lock being written right now, unless it has been empty for long.
    const abandoned =
      owner > 0 ? owner !== process.pid && !isProcessAlive(owner) : await isOlderThan(path, 10_000);
    if (abandoned) {
      await rm(path, { force: true });
      continue;
    }
    if (!waited) onWait?.();
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await task();
  } finally {
    await rm(path, { force: true });
  }
}

async function isOlderThan(path: string, ms: number): Promise<boolean> {
  try {
    return Date.now() - (await stat(path)).mtimeMs > ms;
  } catch {
    return false; // gone already: the next attempt will take it
  }
}
