import { spawn } from 'node:child_process';
import { repoRoot } from './paths.ts';

export interface CommandResult {
  code: number;
  ms: number;
  /** Captured output, when `capture` was set. */
  output: string;
}

export interface CommandOptions {
  env?: NodeJS.ProcessEnv;
  /** Keep the output instead of passing it through. */
  capture?: boolean;
  /** Pass the output through line by line, each line after this tag (steps that run side by side). */
  prefix?: string;
}

/** Runs a command in the repository root and resolves with its exit code and duration. */
export function runCommand(
  command: string,
  args: string[],
  options: CommandOptions = {},
): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const piped = options.capture || options.prefix !== undefined;
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: options.env ?? process.env,
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    const { prefix } = options;
    // One line writer per stream, so a half line on one is never joined to the other's; decoded
    // as UTF-8 per stream, so a character split between two chunks stays whole.
    const writers = [child.stdout, child.stderr].map((stream) => {
      stream?.setEncoding('utf8');
      const tagged = prefix === undefined ? undefined : lineWriter(prefix);
      stream?.on('data', (text: string) => {
        if (tagged) tagged.write(text);
        else output += text;
      });
      return tagged;
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      for (const tagged of writers) tagged?.end();
      resolve({ code: code ?? (signal ? 128 : 1), ms: performance.now() - started, output });
    });
  });
}

/** Writes whole lines to stdout, each after `prefix`; a line split over chunks is joined first. */
function lineWriter(prefix: string) {
  let rest = '';
  return {
    write(text: string) {
      const lines = (rest + text).split(/\r?\n/);
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    },
    end() {
      if (rest) process.stdout.write(`${prefix}${rest}\n`);
      rest = '';
    },
  };
}
