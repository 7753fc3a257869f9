import { type ServiceHandle, startService } from '../service/index.ts';
import { CHROMIUM_HINT, findChromium } from './chromium.ts';
import { startDemoServer } from './demo-server.ts';

/** A port from its variable, or the default `npm start` and `npm run dev` use. */
export const portFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/**
 * The Chromium to open, or exits saying what is missing: no browser, or no display for a headed
 * one (`HEADLESS=1`, or `xvfb-run -a npm run <script>`).
 */
export function chromiumOrExit(headless: boolean, script: string): string {
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(CHROMIUM_HINT);
    process.exit(1);
  }
  if (!headless && process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    console.error(
      `No display for a headed browser: run with HEADLESS=1, or under \`xvfb-run -a npm ${script}\`.`,
    );
    process.exit(1);
  }
  return executablePath;
}

/**
 * The reference service and the demo page on fixed ports (the development build embeds the
 * service's addresses), each movable with its variable.
 */
export async function startLocalServers(): Promise<{
  service: ServiceHandle;
  demo: Awaited<ReturnType<typeof startDemoServer>>;
}> {
  const service = await startService({
    port: portFrom('GIFDROP_SERVICE_PORT', 8470),
    uploadPort: portFrom('GIFDROP_UPLOAD_PORT', 8471),
    controlPort: portFrom('GIFDROP_CONTROL_PORT', 8472),
    mediaPort: portFrom('GIFDROP_MEDIA_PORT', 8474),
    analyticsPort: portFrom('GIFDROP_ANALYTICS_PORT', 8475),
    log: (line) => console.error(`[service] ${line}`),
  });
  try {
    return { service, demo: await startDemoServer(portFrom('GIFDROP_DEMO_PORT', 8473)) };
  } catch (error) {
    await service.close();
    throw error;
  }
}
