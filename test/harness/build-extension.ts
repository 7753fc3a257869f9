import path from 'node:path';
import { binPath, repoRoot } from './paths.ts';
import { runCommand } from './run-command.ts';

/** The service a development or test build talks to (read by src/config/service-defaults.ts). */
export interface BuildService {
  baseUrl: string;
  uploadUrl: string;
  apiKey?: string;
}

export interface BuildOptions {
  /** WXT mode: `production`, `development`, `test`, … (non-production modes may reach 127.0.0.1). */
  mode: string;
  browser?: 'chrome' | 'firefox';
  service?: BuildService;
  /** Keep WXT's output unless the build fails. */
  quiet?: boolean;
}

export interface BuildResult {
  outDir: string;
  ms: number;
}

/** WXT's output directory for a browser and mode, e.g. `.output/chrome-mv3-test`. */
export function outputDir(mode: string, browser: 'chrome' | 'firefox' = 'chrome'): string {
  const suffix = mode === 'production' ? '' : mode === 'development' ? '-dev' : `-${mode}`;
  const target = browser === 'firefox' ? 'firefox-mv2' : 'chrome-mv3';
  return path.join(repoRoot, '.output', `${target}${suffix}`);
}

/**
 * Builds the extension with `wxt build` in a child process, so the service addresses reach Vite
 * as environment variables exactly as they would from a shell.
 */
export async function buildExtension({
  mode,
  browser = 'chrome',
  service,
  quiet,
}: BuildOptions): Promise<BuildResult> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Never let a variable from the caller's shell leak into a build that did not ask for it.
  delete env.WXT_GIFDROP_BASE_URL;
  delete env.WXT_GIFDROP_UPLOAD_URL;
  delete env.WXT_GIFDROP_API_KEY;
  // WXT sets NODE_ENV to the mode when unset, and any mode but `production` then builds Preact's
  // development JSX and devtools hook (about a fifth more code). The bench measures what people
  // run: its build is a production build that may reach the local service.
  delete env.NODE_ENV;
  if (mode === 'bench') env.NODE_ENV = 'production';
  if (service) {
    env.WXT_GIFDROP_BASE_URL = service.baseUrl;
    env.WXT_GIFDROP_UPLOAD_URL = service.uploadUrl;
    if (service.apiKey) env.WXT_GIFDROP_API_KEY = service.apiKey;
  }
  const result = await runCommand(binPath('wxt'), ['build', '--mode', mode, '-b', browser], {
    env,
    capture: quiet,
  });
  if (result.code !== 0) {
    if (quiet) process.stderr.write(result.output);
    throw new Error(`wxt build --mode ${mode} -b ${browser} failed with exit code ${result.code}`);
  }
  return { outDir: outputDir(mode, browser), ms: result.ms };
}
