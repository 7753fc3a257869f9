// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { captureTarget, classifyField, type FieldKind } from '../../../../src/insertion/index.ts';

function fromHtml(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const target = host.querySelector('[data-target]');
  if (!target) throw new Error('no [data-target] in the fixture');
  return target;
}

describe('classifyField', () => {
  beforeEach(() => document.body.replaceChildren());

  it.each<[string, FieldKind | undefined]>([
    ['<textarea data-target></textarea>', 'textarea'],
    ['<input data-target>', 'input'],
    ['<input data-target type="search">', 'input'],
    ['<input data-target type="email">', 'input'],
    ['<input data-target type="password">', undefined],
    ['<input data-target type="checkbox">', undefined],
    ['<textarea data-target readonly></textarea>', undefined],
    ['<input data-target disabled>', undefined],
    ['<div data-target contenteditable="true"></div>', 'contenteditable'],
    ['<div data-target contenteditable="true" data-lexical-editor="true"></div>', 'lexical'],
    ['<div class="DraftEditor-root"><div data-target contenteditable="true"></div></div>', 'draft'],
    ['<div data-target contenteditable="true" data-slate-editor="true"></div>', 'slate'],
    ['<div data-target contenteditable="true" class="ProseMirror"></div>', 'prosemirror'],
    ['<div data-target contenteditable="true" class="ql-editor"></div>', 'quill'],
    ['<div data-target contenteditable="true" class="ck ck-editor__editable"></div>', 'ckeditor'],
    ['<div class="mce-content-body" data-target contenteditable="true"></div>', 'tinymce'],
    ['<div data-target role="textbox" aria-multiline="true"></div>', 'edit-context'],
    ['<div data-target role="textbox" aria-readonly="true"></div>', undefined],
    ['<div data-target></div>', undefined],
    ['<button data-target></button>', undefined],
  ])('%s is %s', (html, kind) => {
    expect(classifyField(fromHtml(html))).toBe(kind);
  });
});

describe('captureTarget', () => {
  beforeEach(() => document.body.replaceChildren());

  it('returns null when nothing editable has focus', () => {
    expect(captureTarget(window)).toBeNull();
    (fromHtml('<button data-target>b</button>') as HTMLElement).focus();
    expect(captureTarget(window)).toBeNull();
  });

  it('captures a textarea with its selection', () => {
    const textarea = fromHtml('<textarea data-target>Hello world</textarea>') as HTMLTextAreaElement;
    textarea.focus();
    textarea.setSelectionRange(2, 5);
    expect(captureTarget(window)).toMatchObject({
      element: textarea,
      kind: 'textarea',
      selection: { type: 'text-control', start: 2, end: 5 },
    });
  });

  it('follows the focus into an open shadow root', () => {
    const host = fromHtml('<div data-target></div>');
    const textarea = document.createElement('textarea');
    host.attachShadow({ mode: 'open' }).append(textarea);
    textarea.focus();
    expect(captureTarget(window)).toMatchObject({
      element: textarea,
      kind: 'textarea',
      root: host.shadowRoot,
    });
  });
});
