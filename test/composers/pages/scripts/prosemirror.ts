import 'prosemirror-view/style/prosemirror.css';
import 'prosemirror-example-setup/style/style.css';
import { exampleSetup } from 'prosemirror-example-setup';
import { schema } from 'prosemirror-schema-basic';
import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

// The example setup brings the keymap and the history (Mod-z) a real ProseMirror editor has.
const doc = schema.node('doc', null, [schema.node('paragraph', null, [schema.text(INITIAL_TEXT)])]);
const view = new EditorView(mountPoint(), {
  state: EditorState.create({ doc, plugins: exampleSetup({ schema, menuBar: false }) }),
});
exposeEditor({
  getText: () => view.state.doc.textBetween(0, view.state.doc.content.size, '\n'),
});
