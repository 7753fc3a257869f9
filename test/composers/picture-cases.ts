import type { FieldKind, InsertTechnique } from '../../src/insertion/index.ts';
import type { Picture } from '../../src/insertion/picture.ts';
import { GIF_URL } from './composer-cases.ts';

/** A rich composer of the bench and what Insert as: Automatic puts there. */
export interface PictureCase {
  name: string;
  page: string;
  kind: FieldKind;
  field: string;
  frame?: string;
  /** `picture`: the `<img>` in the editor's model; `link`: its model takes none, the link goes in. */
  expected: 'picture' | 'link';
  /** The technique that gets the picture in, by browser. */
  technique: InsertTechnique;
  firefoxTechnique?: InsertTechnique;
}

/** The picture every test inserts: a `.gif` rendition with its size and alt text. */
export const PICTURE: Picture = { src: GIF_URL, alt: 'Dancing cat', width: 200, height: 150 };
/** A clip's picture: linked to the clip's page. */
export const CLIP_PICTURE: Picture = {
  ...PICTURE,
  href: 'https://giphy.example.test/clips/dancing-cat-abc123',
};

export const PICTURE_CASES: readonly PictureCase[] = [
  {
    name: 'webmail body (contenteditable)',
    page: 'webmail.html',
    kind: 'contenteditable',
    field: '#field',
    expected: 'picture',
    technique: 'insertHTML',
  },
  {
    name: 'TipTap with Image',
    page: 'tiptap.html',
    kind: 'prosemirror',
    field: '.ProseMirror',
    expected: 'picture',
    technique: 'paste',
  },
  {
    name: 'Quill 2',
    page: 'quill.html',
    kind: 'quill',
    field: '.ql-editor',
    expected: 'picture',
    technique: 'paste',
  },
  {
    name: 'CKEditor 5 with images',
    page: 'ckeditor-images.html',
    kind: 'ckeditor',
    field: '.ck-editor__editable',
    expected: 'picture',
    technique: 'paste',
  },
  {
    name: 'TinyMCE (iframe mode)',
    page: 'tinymce.html',
    kind: 'tinymce',
    frame: 'iframe.tox-edit-area__iframe',
    field: 'body',
    expected: 'picture',
    technique: 'paste',
  },
  {
    name: 'a contenteditable whose page strips pictures',
    page: 'strips-pictures.html',
    kind: 'contenteditable',
    field: '#field',
    expected: 'link',
    technique: 'execCommand',
  },
  {
    name: 'Lexical (rich text, no image node)',
    page: 'lexical.html',
    kind: 'lexical',
    field: '#field',
    expected: 'link',
    technique: 'paste',
  },
];
