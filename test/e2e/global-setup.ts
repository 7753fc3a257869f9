import type { FullConfig } from '@playwright/test';
import { buildComposers } from '../composers/build-composers.ts';
import { startComposerServer } from '../composers/composer-server.ts';
import { CHROMIUM_HINT, findChromium } from '../harness/chromium.ts';
import { startDemoServer } from '../harness/demo-server.ts';
import { DEVELOPMENT_KEY_KIND, type ServiceHandle, startService } from '../service/index.ts';
import { buildE2eExtensions, forService } from './e2e-builds.ts';
import { writeE2eEnv } from './e2e-env.ts';

/**
 * Builds the extension variants not yet built from the current sources (e2e-builds.ts), starts
 * the demo page and the composer bench (static, shared), and one reference service per worker on
 * free ports, each with test builds that talk to it: a worker resets, steers and reads its own
 * service, so two workers never see each other's requests, faults or pingbacks.
 * The first start of the service may generate media for a minute or more; Playwright gives
 * global setup no time limit of its own.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error(CHROMIUM_HINT);
  // The composer bench: built once into .cache/composers, then reused while its sources are unchanged.
  const composerPages = await buildComposers((line) => console.log(line));
  const builds = await buildE2eExtensions();
  const demo = await startDemoServer(0);
  const composers = await startComposerServer(composerPages);
  const services: ServiceHandle[] = [];
  const teardown = async () => {
    await Promise.all([...services.map((service) => service.close()), demo.close(), composers.close()]);
  };
  try {
    for (let slot = 0; slot < config.workers; slot++) {
      const service = await startService({
        port: 0,
        uploadPort: 0,
        controlPort: 0,
        log: (line) => console.log(`[service ${slot}] ${line}`),
      });
      services.push(service);
      writeE2eEnv(slot, {
        ...builds,
        extensionDir: await forService(builds.extensionDir, slot, service),
        firefoxExtensionDir: await forService(builds.firefoxExtensionDir, slot, service),
        chromiumPath,
        baseUrl: service.baseUrl,
        uploadUrl: service.uploadUrl,
        analyticsUrl: service.analyticsUrl,
        controlUrl: service.controlUrl,
        demoUrl: demo.url,
        apiKey: service.keys[DEVELOPMENT_KEY_KIND],
        composersUrl: composers.url,
        composersOtherOriginUrl: composers.otherOriginUrl,
      });
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
