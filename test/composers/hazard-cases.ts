import type { ComposerCase } from './composer-cases.ts';

/**
 * The pages that put in the way what real sites do (see the shared notes on real sites), each with
 * the page's own model, which follows the field only after the page's reaction. Their caret, like
 * the bench's, goes after "Hello " in "Hello world".
 */
export interface HazardCase extends ComposerCase {
  /** Which site's composer the page behaves like. */
  like: string;
  /** What GifDrop must end up saying: the text is in the page's model, or a copy. */
  expected: 'inserted' | 'copied';
  /** Query of the page (e.g. which frame). */
  query?: string;
}

export const HAZARD_CASES: readonly HazardCase[] = [
  {
    name: 'Trusted Types enforced, no default policy',
    like: 'Gmail, YouTube',
    page: 'trusted-types.html',
    kind: 'contenteditable',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
    expected: 'inserted',
  },
  {
    name: 'Trusted Types enforced, a default policy that escapes HTML',
    like: 'LinkedIn',
    page: 'trusted-types-default.html',
    kind: 'contenteditable',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
    expected: 'inserted',
  },
  {
    name: 'contenteditable="plaintext-only"',
    like: 'plain-text composers',
    page: 'plaintext-only.html',
    kind: 'contenteditable',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
    expected: 'inserted',
  },
  {
    name: 'an invisible mirror field before the real one',
    like: 'Telegram Web',
    page: 'telegram.html',
    kind: 'contenteditable',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
    expected: 'inserted',
  },
  {
    name: "Lexical in a custom element's open shadow root",
    like: 'Reddit',
    page: 'reddit.html',
    kind: 'lexical',
    shadowHost: '#host',
    field: '[part=field]',
    technique: 'paste',
    undoable: true,
    expected: 'inserted',
  },
  {
    name: 'a React composer that remounts its field on every change',
    like: 'apps that key a field by its draft',
    page: 'react-remount.html',
    kind: 'textarea',
    field: '#field',
    technique: 'execCommand',
    undoable: false,
    expected: 'inserted',
  },
  {
    name: 'a field that turns read-only while sending',
    like: 'chat composers',
    page: 'readonly-sending.html',
    kind: 'textarea',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
    expected: 'copied',
  },
  {
    name: 'an editor in a srcdoc frame',
    like: 'mail and forum widgets',
    page: 'frames.html',
    query: '?frame=srcdoc',
    kind: 'contenteditable',
    frame: '#frame',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
    expected: 'inserted',
  },
  {
    name: 'an editor in a sandboxed frame (opaque origin)',
    like: 'sandboxed embeds',
    page: 'frames.html',
    query: '?frame=sandboxed',
    kind: 'contenteditable',
    frame: '#frame',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
    expected: 'copied',
  },
];
