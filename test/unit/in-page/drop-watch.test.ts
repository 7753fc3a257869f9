// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { type DropQuery, isDropQuery, watchDrops } from '../../../src/in-page/drop-watch.ts';

const SRC = 'https://media.test/media/a/giphy.gif';
const LINK = 'https://media.test/media/a/giphy.gif';
const query: DropQuery = { type: 'gifdrop:drop-landed', src: SRC, link: LINK, text: `![GIF](${LINK})` };

let stop = new AbortController();
afterEach(() => {
  stop.abort();
  stop = new AbortController();
  document.body.replaceChildren();
});

/** A drop on `target` carrying `link`, as the browser dispatches it (before the page's handlers). */
function drop(target: Element, link = LINK): void {
  const event = new Event('drop', { bubbles: true, cancelable: true, composed: true });
  const data: Record<string, string> = { 'text/uri-list': link };
  Object.defineProperty(event, 'dataTransfer', { value: { getData: (type: string) => data[type] ?? '' } });
  target.dispatchEvent(event);
}

function editable(html: string): HTMLElement {
  document.body.innerHTML = `<div contenteditable="true" id="field">${html}</div>`;
  return document.getElementById('field') as HTMLElement;
}

describe('watchDrops: a drop counts once what it carried shows in the field under it', () => {
  it('the picture newly shown in the editing host under the drop', async () => {
    const field = editable(`<p>Hello <b>world</b></p><p><img src="${SRC}"></p>`);
    const drops = watchDrops(window, stop.signal);
    drop(field.querySelector('b') as Element);
    // The page's drop handler puts it in after the check began (an editor's next frame).
    const landed = drops.landed(query);
    const img = document.createElement('img');
    img.setAttribute('src', SRC);
    field.querySelector('p')?.append(img);
    expect(await landed).toBe(true);
  });

  it('an editor that cancelled the drop and put nothing in (Quill 2): not landed', async () => {
    const field = editable('<p>Hello world</p>');
    field.addEventListener('drop', (event) => event.preventDefault());
    const drops = watchDrops(window, stop.signal);
    drop(field.querySelector('p') as Element);
    expect(await drops.landed(query)).toBe(false);
  });

  it("the link in the person's format in a text control's value", async () => {
    document.body.innerHTML = '<textarea>Hello </textarea>';
    const area = document.querySelector('textarea') as HTMLTextAreaElement;
    const drops = watchDrops(window, stop.signal);
    drop(area);
    const landed = drops.landed({ ...query, src: undefined });
    area.value += query.text;
    expect(await landed).toBe(true);
  });

  it('a drop that carried something else, onto nothing editable, or answered already: not landed', async () => {
    const field = editable('<p>Hello</p>');
    const drops = watchDrops(window, stop.signal);
    drop(field, 'https://elsewhere.test/');
    field.append(Object.assign(document.createElement('img'), { src: SRC }));
    expect(await drops.landed(query)).toBe(false);

    document.body.insertAdjacentHTML('beforeend', '<p id="plain">text</p>');
    drop(document.getElementById('plain') as Element);
    expect(await drops.landed(query)).toBe(false);

    drop(field);
    field.append(Object.assign(document.createElement('img'), { src: SRC }));
    expect(await drops.landed(query)).toBe(true);
    // One answer per drop: a second query finds none.
    expect(await drops.landed(query)).toBe(false);
  });

  it('follows no drop once its watch is stopped', async () => {
    const field = editable('<p>Hello</p>');
    const drops = watchDrops(window, stop.signal);
    stop.abort();
    drop(field);
    field.append(Object.assign(document.createElement('img'), { src: SRC }));
    expect(await drops.landed(query)).toBe(false);
  });
});

describe('isDropQuery', () => {
  it("takes a drag's query, and nothing malformed", () => {
    expect(isDropQuery(query)).toBe(true);
    expect(isDropQuery({ ...query, src: undefined })).toBe(true);
    for (const bad of [
      null,
      'gifdrop:drop-landed',
      { ...query, type: 'gifdrop:panel' },
      { ...query, link: '' },
      { ...query, link: 42 },
      { ...query, src: 'x'.repeat(2001) },
      { ...query, text: undefined },
    ])
      expect(isDropQuery(bad)).toBe(false);
  });
});
