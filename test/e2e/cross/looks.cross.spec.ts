import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEVELOPMENT_KEY_KIND } from '../../service/index.ts';
import { describeInBothBrowsers, expect, test } from './both-browsers.ts';
import { type DriverPage, sendMessage } from './extension-driver.ts';
import { LOOK_STATES, type LookState, paste } from './look-states.ts';
import { takingPictures } from './photograph.ts';

/**
 * The popup's states at 400x600 in Chromium and Firefox. The suite enters every state in the light
 * theme (each state's words are awaited) and the trending list in the dark one, and pictures only
 * trending, to assert what can be measured in a picture: the theme painted edge to edge.
 * `npm run looks` (GIFDROP_LOOKS=all) writes every state in both to test-results/looks.
 */
const OUT = path.join(import.meta.dirname, '..', '..', '..', 'test-results', 'looks');

/**
 * The brightest column among the popup's right-hand 16 px, over the list's height: decoded from
 * the screenshot in the page itself (a canvas), so no image library is needed.
 */
function brightestRightEdge(page: DriverPage, png: Uint8Array): Promise<number> {
  const url = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  return page.evaluate(async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const scale = image.naturalWidth / window.innerWidth;
    const list = (document.querySelector('#results') as HTMLElement).getBoundingClientRect();
    const top = Math.round(list.top * scale);
    const height = Math.max(1, Math.round(list.height * scale));
    const width = Math.round(16 * scale);
    const pixels = context.getImageData(canvas.width - width, top, width, height).data;
    let brightest = 0;
    for (let column = 0; column < width; column++) {
      let sum = 0;
      for (let row = 0; row < height; row++) {
        const at = (row * width + column) * 4;
        sum += 0.2126 * (pixels[at] ?? 0) + 0.7152 * (pixels[at + 1] ?? 0) + 0.0722 * (pixels[at + 2] ?? 0);
      }
      brightest = Math.max(brightest, sum / height);
    }
    return brightest;
  }, url);
}

/**
 * The states entered in each test: the light theme's in groups of at most five, so that a slow,
 * loaded machine holds each group well inside a test's timeout (all sixteen in one test took over
 * two minutes in Firefox); in the dark theme only trending, unless every picture is asked for.
 */
function stateGroups(theme: 'light' | 'dark'): (readonly LookState[])[] {
  if (theme === 'dark' && !takingPictures) return [LOOK_STATES.filter((state) => state.name === 'trending')];
  const size = Math.ceil(LOOK_STATES.length / Math.ceil(LOOK_STATES.length / 5));
  const groups: LookState[][] = [];
  for (let at = 0; at < LOOK_STATES.length; at += size) groups.push(LOOK_STATES.slice(at, at + size));
  return groups;
}

describeInBothBrowsers('looks: the popup states in both themes', ({ driver, open, control }) => {
  for (const theme of ['light', 'dark'] as const)
    for (const states of stateGroups(theme)) {
      const names = states.map((state) => state.name).join(', ');
      const edge = states.some((state) => state.name === 'trending')
        ? '; the theme reaches the right edge'
        : '';
      test(`${theme}: the words of ${names}${edge}`, async () => {
        const browserName = driver().browserName;
        mkdirSync(OUT, { recursive: true });
        const options = await open('options.html');
        await options.waitFor('#theme');
        await options.select('#theme', theme);
        // Clips refused once: the key is then known not to be approved for them.
        await control.setPolicy(DEVELOPMENT_KEY_KIND, { clipsAllowed: false });
        await sendMessage(options, { type: 'trendingClips', limit: 1 }).catch(() => undefined);
        try {
          for (const state of states) {
            const popup = await open(state.page ?? 'popup.html');
            await popup.waitFor(`html[data-theme="${theme}"]`);
            await state.enter(popup, paste, control);
            // A picture of each state only for `npm run looks`; trending's is measured here.
            const trending = state.name === 'trending';
            const file = path.join(OUT, `${state.name}-${theme}-${browserName}.png`);
            const png = trending || takingPictures ? await popup.screenshot(file) : undefined;
            if (png && trending) {
              const edge = await brightestRightEdge(popup, png);
              if (theme === 'dark') expect(edge, 'no light stripe down the right edge').toBeLessThan(80);
              else expect(edge).toBeGreaterThan(180);
            }
            await popup.close();
          }
        } finally {
          await options.select('#theme', 'auto');
        }
      });
    }
});
