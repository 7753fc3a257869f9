/**
 * `npm run dev`: WXT's development mode against the reference service. The service and the demo
 * page start on the ports `npm start` uses (the same variables move them), WXT's dev server
 * builds into .output/chrome-mv3-dev with those addresses and keeps watching: a saved popup or
 * options file is swapped in the open page (Vite), a saved background or content script rebuilds
 * and reloads the extension. Chromium is ours (launchWithExtension), not web-ext's, so it gets the
 * flags a closed network needs. Stays up until Ctrl-C.
 */
import { createServer } from 'wxt';
import { DEVELOPMENT_KEY_KIND } from '../service/index.ts';
import { outputDir } from './build-extension.ts';
import { launchWithExtension } from './chromium.ts';
import { chromiumOrExit, portFrom, startLocalServers } from './local-setup.ts';

const headless = process.env.HEADLESS === '1';
const executablePath = chromiumOrExit(headless, 'run dev');
const { service, demo } = await startLocalServers();
// Read by src/config/service-defaults.ts, as build-extension.ts passes them to `wxt build`.
process.env.WXT_GIFDROP_BASE_URL = service.baseUrl;
process.env.WXT_GIFDROP_UPLOAD_URL = service.uploadUrl;
process.env.WXT_GIFDROP_API_KEY = service.keys[DEVELOPMENT_KEY_KIND];
const server = await createServer({
  mode: 'development',
  webExt: { disabled: true },
  dev: { server: { port: portFrom('GIFDROP_DEV_PORT', 3000) } },
});
await server.start();
const { context, extensionId } = await launchWithExtension({
  extensionDir: outputDir('development'),
  executablePath,
  headless,
  ownSignals: true,
});
const page = context.pages()[0] ?? (await context.newPage());
await page.goto(demo.url);
console.log(`
GifDrop in development mode${headless ? ' (headless)' : ''}: save a file and the extension follows.
  service base_url  ${service.baseUrl}   control ${service.controlUrl}
  demo page         ${demo.url}
  popup             chrome-extension://${extensionId}/popup.html
  dev server        ${server.origin}
Press Ctrl-C to stop.`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await context.close().catch(() => {});
  await server.stop().catch(() => {});
  await Promise.all([service.close(), demo.close()]);
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
context.once('close', () => void stop());
