import { buildComposers } from '../composers/build-composers.ts';
import { startComposerServer } from '../composers/composer-server.ts';
import { buildExtension } from '../harness/build-extension.ts';
import { CHROMIUM_HINT, findChromium } from '../harness/chromium.ts';
import { startDemoServer } from '../harness/demo-server.ts';
import { DEVELOPMENT_KEY_KIND, startService } from '../service/index.ts';
import { writeE2eEnv } from './e2e-env.ts';

/**
 * Starts the reference service and the demo page on free ports, then builds the extension in
 * `test` mode (into .output/chrome-mv3-test, apart from the development build) pointing at them,
 * and the production build (.output/chrome-mv3, as `npm run build` makes it).
 * The first start of the service may generate media for a minute or more; Playwright gives
 * global setup no time limit of its own.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error(CHROMIUM_HINT);
  // The composer bench: built once into .cache/composers, then reused while its sources are unchanged.
  const composerPages = await buildComposers((line) => console.log(line));
  const service = await startService({
    port: 0,
    uploadPort: 0,
    controlPort: 0,
    log: (line) => console.log(`[service] ${line}`),
  });
  const demo = await startDemoServer(0);
  const composers = await startComposerServer(composerPages);
  const teardown = async () => {
    await Promise.all([service.close(), demo.close(), composers.close()]);
  };
  try {
    const apiKey = service.keys[DEVELOPMENT_KEY_KIND];
    const { outDir } = await buildExtension({
      // Another mode name (e.g. `test-popup`) builds into its own directory, so two e2e runs in
      // one checkout do not overwrite each other's extension.
      mode: process.env.GIFDROP_E2E_BUILD_MODE ?? 'test',
      service: { baseUrl: service.baseUrl, uploadUrl: service.uploadUrl, apiKey },
      quiet: true,
    });
    // The same for Firefox (MV2), for the specs that run in both browsers (test/e2e/cross).
    const firefox = await buildExtension({
      mode: process.env.GIFDROP_E2E_BUILD_MODE ?? 'test',
      browser: 'firefox',
      service: { baseUrl: service.baseUrl, uploadUrl: service.uploadUrl, apiKey },
      quiet: true,
    });
    // The production build too, for what a user without a key sees and what it may reach.
    const production = await buildExtension({ mode: 'production', quiet: true });
    const firefoxProduction = await buildExtension({ mode: 'production', browser: 'firefox', quiet: true });
    writeE2eEnv({
      extensionDir: outDir,
      firefoxExtensionDir: firefox.outDir,
      productionExtensionDir: production.outDir,
      firefoxProductionExtensionDir: firefoxProduction.outDir,
      chromiumPath,
      baseUrl: service.baseUrl,
      uploadUrl: service.uploadUrl,
      analyticsUrl: service.analyticsUrl,
      controlUrl: service.controlUrl,
      demoUrl: demo.url,
      apiKey,
      composersUrl: composers.url,
      composersOtherOriginUrl: composers.otherOriginUrl,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
