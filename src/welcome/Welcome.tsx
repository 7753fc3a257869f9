import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { type KeyStatus, sendToBackground } from '../messaging/index.ts';
import { USAGE_DATA_IS_OPTIONAL } from '../settings/index.ts';
import { useTheme } from '../ui/index.ts';
// The module itself, not the index: the popup imports the index and must not carry this text.
import { KeyHelp } from '../ui/KeyHelp.tsx';
import './welcome.css';

function openOptions(event: MouseEvent): void {
  event.preventDefault();
  void browser.runtime.openOptionsPage();
}

/**
 * The page opened on install: the key (whether one is in place, where to get one, what the kinds
 * mean), the three ways to open the picker, and how to pin the toolbar button.
 */
export function Welcome() {
  useTheme();
  const [status, setStatus] = useState<KeyStatus | null>(null);
  useEffect(() => {
    sendToBackground({ type: 'getKeyStatus' }).then(setStatus, () => setStatus({ source: 'none' }));
  }, []);
  return (
    <main class="welcome">
      <h1>Welcome to GifDrop</h1>
      <p class="lead">Find a GIF, sticker, clip or emoji and drop it into whatever you are writing.</p>

      <section aria-labelledby="welcome-key">
        <h2 id="welcome-key">1. An API key</h2>
        <p class="key-state" role="status">
          {status === null
            ? 'Checking for a key…'
            : status.source === 'none'
              ? 'No key is set yet: GIFs, stickers and clips need one.'
              : status.source === 'user'
                ? 'Your key is set: you are ready.'
                : 'This copy of GifDrop comes with a key, so you are ready. You may set your own, which then takes its place.'}
        </p>
        <KeyHelp />
        <p>
          <a class="button primary" href="/options.html" onClick={openOptions}>
            {status?.source === 'none' ? 'Open settings to add a key' : 'Open settings'}
          </a>
        </p>
      </section>

      <section aria-labelledby="welcome-open">
        <h2 id="welcome-open">2. Open the picker</h2>
        <ul>
          <li>
            <strong>The toolbar button</strong>: click GifDrop’s button while you write.
          </li>
          <li>
            <strong>
              <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>G</kbd>
            </strong>{' '}
            in any text field (<kbd>Control</kbd>+<kbd>Shift</kbd>+<kbd>G</kbd> on a Mac).
          </li>
          <li>
            <strong>Right-click</strong> in a text field and choose <em>Insert a GIF with GifDrop</em>.
          </li>
        </ul>
        <p>
          Pick a result and it goes where your cursor was; where that is not possible, it is copied so you can
          paste it.
        </p>
      </section>

      <section aria-labelledby="welcome-pin">
        <h2 id="welcome-pin">3. Pin the button</h2>
        <p>
          Click the puzzle-piece <em>Extensions</em> button at the right of the address bar, then the pin
          beside GifDrop. In Firefox, open the <em>Extensions</em> button, then GifDrop’s gear menu, and
          choose <em>Pin to Toolbar</em>.
        </p>
      </section>

      <section aria-labelledby="welcome-data">
        <h2 id="welcome-data">4. What GifDrop sends</h2>
        <p>
          The words you search for go to GIPHY, which finds the results. GifDrop can also tell GIPHY which
          results were shown, clicked and sent, with a random identifier that stands for this browser, not for
          you.{' '}
          {USAGE_DATA_IS_OPTIONAL
            ? 'In Firefox those counts are up to you: turn them on or off in the settings at any time.'
            : 'In this browser those counts are always sent, as GIPHY’s terms ask.'}
        </p>
      </section>

      <footer>
        <img src="/powered-by-giphy.svg" alt="Powered by GIPHY" width={156} height={28} />
      </footer>
    </main>
  );
}
