import 'tinymce/tinymce';
import 'tinymce/models/dom';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';
import type { Editor, TinyMCE } from 'tinymce';
import { exposeEditor, INITIAL_TEXT, mountPoint, picturesOf } from './expose.ts';

declare const tinymce: TinyMCE;

/**
 * TinyMCE in its default iframe mode, self-hosted from the npm package (GPL licence key, no
 * cloud). Its paste handler does not cancel a text/plain paste: it adds a hidden paste bin and
 * inserts the text from a timer (see the shared notes on insertion).
 */
const [editor] = (await tinymce.init({
  target: mountPoint(),
  license_key: 'gpl',
  // The skins are bundled above (their .js forms), so nothing is fetched.
  skin_url: 'default',
  content_css: 'default',
  menubar: false,
  statusbar: false,
  promotion: false,
  height: 220,
})) as Editor[];
if (!editor) throw new Error('TinyMCE did not start');
editor.setContent(`<p>${INITIAL_TEXT}</p>`);
// The initial text is not something to undo.
editor.undoManager.clear();
editor.undoManager.add();
editor.getDoc().documentElement.dataset.ready = 'true';
// TinyMCE keeps a space next to inserted text as a non-breaking one; a person reads a space.
exposeEditor({
  getText: () => editor.getContent({ format: 'text' }).replace(/\u00A0/g, ' '),
  // The content TinyMCE gives out (its serialised model), not its iframe's DOM.
  getPictures: () => picturesOf(new DOMParser().parseFromString(editor.getContent(), 'text/html')),
});
