/** @jsxImportSource react */
import { createRoot } from 'react-dom/client';
import { createEditor, type Descendant, Node } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

// JSX here (React's, not Preact's: see the pragma) because Slate's typings want children as a prop.
const editor = withHistory(withReact(createEditor()));
const initialValue: Descendant[] = [{ children: [{ text: INITIAL_TEXT }] }];

createRoot(mountPoint()).render(
  <Slate editor={editor} initialValue={initialValue}>
    <Editable aria-label="Message" />
  </Slate>,
);
exposeEditor({
  getText: () => editor.children.map((node) => Node.string(node)).join('\n'),
  caretOffset: () => editor.selection?.anchor.offset,
});
