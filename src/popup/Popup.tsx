import { StatusLine } from './StatusLine.tsx';
import './popup.css';

/** The popup: only what works today, with the attribution mark always in view (spec 1, rule 5). */
export function Popup() {
  return (
    <div class="popup">
      <header>
        <h1>GifDrop</h1>
      </header>
      <main>
        <StatusLine />
      </main>
      <footer>
        <p class="attribution">Powered by GIPHY</p>
      </footer>
    </div>
  );
}
