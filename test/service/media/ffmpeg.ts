/**
 * Runs the ffmpeg binary shipped by `@ffmpeg-installer/ffmpeg` (a 2018 static build).
 */
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, chmod, stat } from 'node:fs/promises';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

/** A runaway filter graph (an endless source) must not hang or exhaust the machine. */
const FFMPEG_TIMEOUT_MS = 180_000;

let executable: Promise<string> | undefined;

/**
 * Path of an executable ffmpeg. npm 11 does not run the package's `postinstall` (which does
 * `chmod u+x`), so the binary may arrive without its execute bit: add it once if missing.
 */
export function ffmpegPath(): Promise<string> {
  executable ??= (async () => {
    const path = ffmpegInstaller.path;
    try {
      await access(path, constants.X_OK);
    } catch {
      const { mode } = await stat(path);
      await chmod(path, mode | 0o111);
    }
    return path;
  })();
  return executable;
}

/** Runs ffmpeg (no shell) with quiet, overwrite-always flags; rejects with its stderr on failure. */
export async function runFfmpeg(args: readonly string[]): Promise<void> {
  const path = await ffmpegPath();
  const fullArgs = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args];
  await new Promise<void>((resolve, reject) => {
    execFile(
      path,
      fullArgs,
      { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, killSignal: 'SIGKILL' },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        // error.message repeats the whole (very long) command line: report the exit and stderr only.
        const exit = error.killed
          ? `killed by ${error.signal ?? 'a signal'}`
          : `exit code ${String(error.code)}`;
        const tail = String(stderr).trim().split('\n').slice(-15).join('\n');
        reject(new Error(`ffmpeg failed (${exit}):\n${tail}`));
      },
    );
  });
}
