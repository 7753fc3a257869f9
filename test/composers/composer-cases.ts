import type { FieldKind, InsertTechnique } from '../../src/insertion/index.ts';

/** One page of the composer bench and what GifDrop should do there. */
export interface ComposerCase {
  /** Shown in test titles and bench rows. */
  name: string;
  /** The page under test/composers/pages. */
  page: string;
  /** The field kind captureTarget should report. */
  kind: FieldKind;
  /** CSS selector of the editable element (inside `shadowHost`'s open shadow root when set). */
  field: string;
  /** Set when the field is inside the open shadow root of this element. */
  shadowHost?: string;
  /** Set when the field is inside a same-origin frame of the page. */
  frame?: string;
  /** The technique that gets the text in (Chromium). */
  technique: InsertTechnique;
  /** Whether Ctrl+Z right after removes the insertion. */
  undoable: boolean;
  /** How many Ctrl+Z presses remove the whole insertion (1 unless the editor undoes in steps). */
  undoPresses?: number;
  /** The kind in Firefox, when it differs (Firefox has no EditContext: Monaco uses its textarea). */
  firefoxKind?: FieldKind;
}

/** Every composer of the bench, each with its caret put after "Hello " in "Hello world". */
export const COMPOSER_CASES: readonly ComposerCase[] = [
  {
    name: 'textarea',
    page: 'textarea.html',
    kind: 'textarea',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
  },
  {
    name: 'input',
    page: 'input.html',
    kind: 'input',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
  },
  {
    name: 'React-controlled input',
    page: 'react-input.html',
    kind: 'input',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
  },
  {
    name: 'React-controlled textarea',
    page: 'react-textarea.html',
    kind: 'textarea',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
  },
  {
    name: 'contenteditable',
    page: 'contenteditable.html',
    kind: 'contenteditable',
    field: '#field',
    technique: 'execCommand',
    undoable: true,
  },
  {
    name: 'Lexical (rich text)',
    page: 'lexical.html',
    kind: 'lexical',
    field: '#field',
    technique: 'paste',
    undoable: true,
  },
  {
    name: 'Lexical (plain text)',
    page: 'lexical-plain.html',
    kind: 'lexical',
    field: '#field',
    technique: 'paste',
    undoable: true,
  },
  {
    name: 'Draft.js',
    page: 'draft.html',
    kind: 'draft',
    field: '[contenteditable]',
    technique: 'paste',
    undoable: true,
  },
  {
    name: 'Slate',
    page: 'slate.html',
    kind: 'slate',
    field: '[data-slate-editor]',
    technique: 'paste',
    undoable: true,
  },
  {
    name: 'ProseMirror',
    page: 'prosemirror.html',
    kind: 'prosemirror',
    field: '.ProseMirror',
    technique: 'paste',
    undoable: true,
  },
  {
    name: 'Quill 2',
    page: 'quill.html',
    kind: 'quill',
    field: '.ql-editor',
    technique: 'paste',
    undoable: true,
  },
  {
    name: 'CKEditor 5',
    page: 'ckeditor.html',
    kind: 'ckeditor',
    field: '.ck-editor__editable',
    technique: 'paste',
    undoable: true,
  },
  {
    name: 'TinyMCE (iframe mode)',
    page: 'tinymce.html',
    kind: 'tinymce',
    frame: 'iframe.tox-edit-area__iframe',
    field: 'body',
    technique: 'paste',
    undoable: true,
  },
  {
    name: 'Monaco (hidden textarea, editContext: false)',
    page: 'monaco.html',
    kind: 'hidden-text-control',
    field: '.monaco-editor .view-lines',
    technique: 'paste',
    undoable: true,
  },
  {
    name: 'Monaco (EditContext, the default)',
    page: 'monaco-editcontext.html',
    kind: 'edit-context',
    firefoxKind: 'hidden-text-control',
    field: '.monaco-editor .view-lines',
    technique: 'paste',
    undoable: true,
  },
  {
    name: 'textarea in an open shadow root',
    page: 'shadow-textarea.html',
    kind: 'textarea',
    shadowHost: '#host',
    field: '[part=field]',
    technique: 'execCommand',
    undoable: true,
  },
  {
    name: 'contenteditable in an open shadow root',
    page: 'shadow-contenteditable.html',
    kind: 'contenteditable',
    shadowHost: '#host',
    field: '[part=field]',
    technique: 'execCommand',
    undoable: true,
  },
  {
    name: 'ProseMirror in a same-origin frame',
    page: 'iframe-prosemirror.html',
    kind: 'prosemirror',
    frame: '#frame',
    field: '.ProseMirror',
    technique: 'paste',
    undoable: true,
  },
];

/** A GIF address as the service hands them out; never fetched (the pages insert text only). */
export const GIF_URL = 'https://media.example.test/media/v1.Y2lkPTc5/3o7abKhOpu0NwenH3O/giphy.gif';
