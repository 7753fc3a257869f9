import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { registerRichText } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import { $createParagraphNode, $createTextNode, $getRoot, createEditor } from 'lexical';
import { exposeEditor, INITIAL_TEXT } from './expose.ts';

/**
 * Reddit's comment box: a `shreddit-composer` custom element whose open shadow root holds a
 * Lexical editable. The form's hidden `body` field follows Lexical's state a while after each
 * update (the page's own model, what it would post).
 */
class ShredditComposer extends HTMLElement {
  readonly editable: HTMLElement;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent =
      '[part=field] { display: block; min-height: 80px; padding: 8px; border: 1px solid #888; } p { margin: 0; }';
    this.editable = document.createElement('div');
    this.editable.setAttribute('part', 'field');
    this.editable.setAttribute('role', 'textbox');
    this.editable.setAttribute('aria-label', 'Comment');
    this.editable.contentEditable = 'true';
    shadow.append(style, this.editable);
  }
}
customElements.define('shreddit-composer', ShredditComposer);

const host = document.getElementById('host') as ShredditComposer;
const body = document.querySelector<HTMLInputElement>('input[name=body]');
if (!body) throw new Error('no body field');
const editor = createEditor({
  namespace: 'shreddit',
  onError: (error) => {
    throw error;
  },
});
editor.setRootElement(host.editable);
editor.update(
  () => {
    const paragraph = $createParagraphNode();
    paragraph.append($createTextNode(INITIAL_TEXT));
    $getRoot().clear().append(paragraph);
  },
  { discrete: true },
);
const read = () => editor.getEditorState().read(() => $getRoot().getTextContent());
body.value = read();
let timer: ReturnType<typeof setTimeout> | undefined;
mergeRegister(
  registerRichText(editor),
  registerHistory(editor, createEmptyHistoryState(), 300),
  editor.registerUpdateListener(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      body.value = read();
    }, 150);
  }),
);
// The model the page posts: the form field, once its sync has run.
exposeEditor({ getText: () => body.value, settled: () => timer === undefined });
