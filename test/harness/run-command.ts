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
}

/** Runs a command in the repository root and resolves with its exit code and duration. */
export function runCommand(
  command: string,
  args: string[],
  options: CommandOptions = {},
): Promise<CommandResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: options.env ?? process.env,
      stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      resolve({ code: code ?? (signal ? 128 : 1), ms: performance.now() - started, output });
    });
  });
}
