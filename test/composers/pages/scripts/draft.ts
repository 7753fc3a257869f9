import 'draft-js/dist/Draft.css';
import { ContentState, Editor, EditorState } from 'draft-js';
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/** The latest EditorState, the model the tests read. */
let latest = EditorState.createWithContent(ContentState.createFromText(INITIAL_TEXT));

function DraftComposer() {
  const [editorState, setEditorState] = useState(latest);
  latest = editorState;
  return createElement(Editor, { editorState, onChange: setEditorState, ariaLabel: 'Message' });
}

createRoot(mountPoint()).render(createElement(DraftComposer));
exposeEditor({
  getText: () => latest.getCurrentContent().getPlainText('\n'),
  caretOffset: () =>
    latest.getSelection().getHasFocus() ? latest.getSelection().getAnchorOffset() : undefined,
});
