import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { registerPlainText } from '@lexical/plain-text';
import { HeadingNode, QuoteNode, registerRichText } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import { $createParagraphNode, $createTextNode, $getRoot, createEditor } from 'lexical';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

// Vanilla Lexical (no React), rich text or plain text as the page says.
const plain = document.body.dataset.variant === 'plain';
const editor = createEditor({
  namespace: 'gifdrop-bench',
  nodes: plain ? [] : [HeadingNode, QuoteNode],
  onError: (error) => {
    throw error;
  },
});
editor.setRootElement(mountPoint());
editor.update(
  () => {
    const paragraph = $createParagraphNode();
    paragraph.append($createTextNode(INITIAL_TEXT));
    $getRoot().clear().append(paragraph);
  },
  { discrete: true },
);
// History starts after the initial text, so undo stops there.
mergeRegister(
  plain ? registerPlainText(editor) : registerRichText(editor),
  registerHistory(editor, createEmptyHistoryState(), 300),
);
exposeEditor({ getText: () => editor.getEditorState().read(() => $getRoot().getTextContent()) });
