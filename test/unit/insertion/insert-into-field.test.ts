// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { attemptInOrder } from '../../../src/insertion/attempt.ts';
import { FieldWatch } from '../../../src/insertion/field-watch.ts';
import { captureTarget, type InjectedWindow, insertIntoField } from '../../../src/insertion/index.ts';

const win = window as unknown as InjectedWindow;
const LINK = 'https://h.test/media/x.gif';

function focusControl(html: string, caret?: number): HTMLInputElement | HTMLTextAreaElement {
  document.body.innerHTML = html;
  const control = document.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  if (!control) throw new Error('no control');
  control.focus();
  if (caret !== undefined) control.setSelectionRange(caret, caret);
  return control;
}

async function insert(text = LINK, spacing = false) {
  const target = captureTarget(win);
  if (!target) throw new Error('no target');
  const attempt = await insertIntoField(target, text, win, { spacing, revertWatchMs: 50, lateWatchMs: 50 });
  await attempt.late;
  return attempt.outcome;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('insertIntoField: the field as it was, or the whole link', () => {
  it('refuses up front when maxlength leaves no room, with the figures, the field untouched', async () => {
    const field = focusControl('<input maxlength="20" value="Hello world">', 6);
    let changes = 0;
    field.addEventListener('input', () => changes++);

    const outcome = await insert();

    expect(outcome).toEqual({
      ok: false,
      reason: 'too-long',
      limit: { maxLength: 20, room: 9, length: LINK.length },
    });
    expect(field.value).toBe('Hello world');
    expect(changes).toBe(0);
  });

  it('an empty field too short for the link: its room is its whole limit', async () => {
    focusControl('<textarea maxlength="10"></textarea>', 0);
    expect(await insert()).toMatchObject({ reason: 'too-long', limit: { maxLength: 10, room: 10 } });
  });

  it('the link fits without its spaces: it goes in without them, whole', async () => {
    const field = focusControl(
      `<input maxlength="${'Helloworld'.length + LINK.length}" value="Helloworld">`,
      5,
    );
    const outcome = await insert(LINK, true);
    expect(outcome).toMatchObject({ ok: true, placement: 'at-caret' });
    expect(field.value).toBe(`Hello${LINK}world`);
  });

  it('a page that keeps only part of the link: the field put back, value and caret, and told as partial', async () => {
    const field = focusControl('<textarea>Hello world</textarea>', 6);
    // A limit the page enforces in script, after the change.
    field.addEventListener('input', () => {
      field.value = field.value.slice(0, 30);
    });

    const outcome = await insert();

    expect(outcome).toMatchObject({ ok: false, reason: 'partial' });
    expect(field.value).toBe('Hello world');
    expect([field.selectionStart, field.selectionEnd]).toEqual([6, 6]);
  });
});

describe('insertIntoField: a control without a caret API', () => {
  it('goes in at the end with the spacing for the end, and says at-end', async () => {
    const field = focusControl('<input type="email" value="Hello world">');
    // Email inputs answer null; happy-dom keeps a caret, so the browser's answer is given here.
    Object.defineProperty(field, 'selectionStart', { get: () => null });
    Object.defineProperty(field, 'selectionEnd', { get: () => null });

    const outcome = await insert(LINK, true);

    expect(outcome).toMatchObject({ ok: true, technique: 'append', placement: 'at-end' });
    expect(field.value).toBe(`Hello world ${LINK}`);
  });
});

describe('insertIntoField: the caret left where the next word cannot join the link', () => {
  async function insertWith(spacing: true | 'line-end', text: string) {
    const target = captureTarget(win);
    if (!target) throw new Error('no target');
    const attempt = await insertIntoField(target, text, win, { spacing, revertWatchMs: 50, lateWatchMs: 50 });
    await attempt.late;
    return attempt.outcome;
  }

  it('a link at the end of a chat input: a space after it, the caret after the space', async () => {
    const field = focusControl('<input value="Look">', 4);
    expect(await insertWith(true, LINK)).toMatchObject({ ok: true, placement: 'at-caret' });
    expect(field.value).toBe(`Look ${LINK} `);
    expect(field.selectionStart).toBe(field.value.length);
  });

  it('at the end of a line with more lines below: a space after it too', async () => {
    const field = focusControl('<textarea>Look\nBye</textarea>', 4);
    await insertWith(true, LINK);
    expect(field.value).toBe(`Look ${LINK} \nBye`);
  });

  it('HTML source and BBCode (line-end only): no space against the word before, one after', async () => {
    const field = focusControl('<textarea>Look</textarea>', 4);
    await insertWith('line-end', `[img]${LINK}[/img]`);
    expect(field.value).toBe(`Look[img]${LINK}[/img] `);
  });
});

describe('attemptInOrder: a cancelled synthetic event that changed nothing is not taken', () => {
  function watchedDiv() {
    document.body.innerHTML = '<div contenteditable="true">Hello world</div>';
    const div = document.querySelector('div') as HTMLDivElement;
    const watch = new FieldWatch(
      {
        observed: div,
        snapshot: { text: 'Hello world', start: 6, end: 6 },
        read: () => div.textContent ?? '',
        poll: false,
      },
      'X ',
      win,
    );
    return { div, watch };
  }

  it('the next technique runs, and only it takes effect', async () => {
    const { div, watch } = watchedDiv();
    const ran: string[] = [];
    const result = await attemptInOrder(
      watch,
      [
        [
          'paste',
          () => {
            ran.push('paste');
            return true;
          },
        ],
        [
          'beforeinput',
          () => {
            ran.push('beforeinput');
            return true;
          },
        ],
        [
          'execCommand',
          () => {
            ran.push('execCommand');
            div.textContent = 'Hello X world';
            return true;
          },
        ],
      ],
      win,
      true,
    );
    watch.stop();

    expect(ran).toEqual(['paste', 'beforeinput', 'execCommand']);
    expect(result).toMatchObject({ landed: true, technique: 'execCommand' });
    expect(div.textContent).toBe('Hello X world');
  });

  it('a cancelled paste the editor inserts within the settle time stays the only technique', async () => {
    const { div, watch } = watchedDiv();
    const ran: string[] = [];
    const result = await attemptInOrder(
      watch,
      [
        [
          'paste',
          () => {
            ran.push('paste');
            setTimeout(() => {
              div.textContent = 'Hello X world';
            }, 40);
            return true;
          },
        ],
        [
          'execCommand',
          () => {
            ran.push('execCommand');
            return true;
          },
        ],
      ],
      win,
      true,
    );
    watch.stop();

    expect(ran).toEqual(['paste']);
    expect(result).toMatchObject({ landed: true, technique: 'paste' });
  });

  it('a rich editor that cancels the paste has taken it: nothing else runs', async () => {
    const { watch } = watchedDiv();
    const ran: string[] = [];
    const result = await attemptInOrder(
      watch,
      [
        [
          'paste',
          () => {
            ran.push('paste');
            return true;
          },
        ],
        [
          'execCommand',
          () => {
            ran.push('execCommand');
            return true;
          },
        ],
      ],
      win,
    );
    watch.stop();

    expect(ran).toEqual(['paste']);
    expect(result).toMatchObject({ landed: false, taken: true, technique: 'paste' });
  });
});
