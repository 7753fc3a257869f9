/**
 * `npm start`: the reference service, a development build of the extension pointing at it, a demo
 * page to type into, and Chromium with the extension loaded. Stays up until Ctrl-C.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEVELOPMENT_KEY_KIND } from '../service/index.ts';
import { buildExtension } from './build-extension.ts';
import { launchWithExtension } from './chromium.ts';
import { chromiumOrExit, startLocalServers } from './local-setup.ts';
import { describeRunning, readStartSettings } from './start-summary.ts';

const { headless, keyless } = readStartSettings(process.env);
const executablePath = chromiumOrExit(headless, 'start');

/** Whatever has been started, stopped in reverse order on exit or failure. */
const stops: (() => Promise<unknown>)[] = [];
let stopping: Promise<never> | undefined;
/** Stops everything once; later calls (the browser's own close event among them) wait for it. */
function stop(code: number): Promise<never> {
  stopping ??= (async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {});
    process.exit(code);
  })();
  return stopping;
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

try {
  console.log('Starting the reference service (its first start generates media into .cache/media)…');
  const { service, demo } = await startLocalServers();
  stops.push(() => Promise.all([service.close(), demo.close()]));
  // GIFDROP_NO_KEY=1: no key in the build, so the first run is a fresh install's.
  const apiKey = keyless ? undefined : service.keys[DEVELOPMENT_KEY_KIND];
  const build = await buildExtension({
    mode: 'development',
    service: { baseUrl: service.baseUrl, uploadUrl: service.uploadUrl, apiKey },
  });
  // Our own profile directory, removed on exit: Playwright's temporary one outlives a quick exit.
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'gifdrop-profile-'));
  stops.push(() => rm(userDataDir, { recursive: true, force: true }));
  const { context, extensionId } = await launchWithExtension({
    extensionDir: build.outDir,
    executablePath,
    headless,
    userDataDir,
    ownSignals: true,
  });
  stops.push(() => context.close());
  // Closing the browser window ends a headed session too.
  context.once('close', () => void stop(0));
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(demo.url);

  console.log(
    `\n${describeRunning({
      headless,
      keyless,
      service,
      demoUrl: demo.url,
      extensionDir: build.outDir,
      extensionId,
      browser: executablePath,
      keys: service.keys,
      buildKeyKind: DEVELOPMENT_KEY_KIND,
    })}`,
  );
} catch (error) {
  // Most often a port in use: name the variables that move it.
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(
    'Ports: GIFDROP_SERVICE_PORT, GIFDROP_UPLOAD_PORT, GIFDROP_CONTROL_PORT, GIFDROP_DEMO_PORT, GIFDROP_MEDIA_PORT, GIFDROP_ANALYTICS_PORT.',
  );
  await stop(1);
}
