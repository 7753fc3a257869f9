/** What `npm start` reads from its environment, and the summary it prints once everything runs. */

export interface StartSettings {
  /** `HEADLESS=1`: the browser runs without a window. */
  headless: boolean;
  /** `GIFDROP_NO_KEY=1`: the build carries no key, so GifDrop starts as a fresh install does. */
  keyless: boolean;
}

export function readStartSettings(env: NodeJS.ProcessEnv): StartSettings {
  return { headless: env.HEADLESS === '1', keyless: env.GIFDROP_NO_KEY === '1' };
}

export interface Running extends StartSettings {
  service: { baseUrl: string; uploadUrl: string; mediaUrl: string; analyticsUrl: string; controlUrl: string };
  demoUrl: string;
  extensionDir: string;
  extensionId: string;
  browser: string;
  /** The service's keys by kind, and the kind the build carries unless keyless. */
  keys: Record<string, string>;
  buildKeyKind: string;
}

/** The lines `npm start` prints: every address, the extension, and the keys. */
export function describeRunning(run: Running): string {
  const keys = Object.entries(run.keys)
    .map(
      ([kind, key]) => `${kind}=${key}${!run.keyless && kind === run.buildKeyKind ? ' (in the build)' : ''}`,
    )
    .join(', ');
  const pages = `chrome-extension://${run.extensionId}`;
  return [
    `GifDrop is running${run.headless ? ' (headless)' : ''}.`,
    `  service base_url    ${run.service.baseUrl}`,
    `  service upload_url  ${run.service.uploadUrl}`,
    `  service media       ${run.service.mediaUrl}`,
    `  service analytics   ${run.service.analyticsUrl}`,
    `  service control     ${run.service.controlUrl}`,
    `  demo page           ${run.demoUrl}`,
    `  extension           ${run.extensionDir} (id ${run.extensionId})`,
    `  popup               ${pages}/popup.html`,
    `  options             ${pages}/options.html`,
    // An extension page opens only in the browser that has the extension: say so where it is printed.
    ...(run.headless
      ? [
          '                      (popup and options open only inside the headless browser started here;',
          '                      to try GifDrop yourself, start without HEADLESS=1, or load the extension',
          '                      folder above unpacked in your own Chromium, where its id differs)',
        ]
      : []),
    `  browser             ${run.browser}`,
    `  keys                ${keys}`,
    ...(run.keyless
      ? [
          '                      (GIFDROP_NO_KEY=1: the build has no key, as a fresh install; set one in the options)',
        ]
      : []),
    'Press Ctrl-C to stop.',
  ].join('\n');
}
