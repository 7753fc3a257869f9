// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dragEntries } from '../../../src/insertion/drag-data.ts';
import { type Picture, pictureHtml } from '../../../src/insertion/picture.ts';

const GIF = 'https://media.example.test/media/abc/giphy-downsized.gif?cid=1&ct=g';
const picture: Picture = { src: GIF, alt: 'A "cat" <dancing>', width: 320, height: 240 };

describe('dragEntries', () => {
  it('carries the picture as text/html (the same <img> as Copy GIF), the link as text/uri-list and the chosen text as text/plain', () => {
    const link = 'https://media.example.test/media/abc/giphy.gif';
    const entries = dragEntries(document, { picture, link, text: `![cat](${link})` });
    expect(entries).toEqual([
      { type: 'text/html', data: pictureHtml(document, picture) },
      { type: 'text/uri-list', data: link },
      { type: 'text/plain', data: `![cat](${link})` },
    ]);
    // Remote strings are attribute values, never markup.
    const dropped = document.createElement('div');
    dropped.innerHTML = entries[0]?.data ?? '';
    const img = dropped.querySelector('img');
    expect(dropped.children).toHaveLength(1);
    expect(img?.getAttribute('src')).toBe(GIF);
    expect(img?.getAttribute('alt')).toBe('A "cat" <dancing>');
    expect(img?.getAttribute('width')).toBe('320');
  });

  it("a clip's picture links to its page, which is the link too", () => {
    const page = 'https://giphy.example.test/clips/dancing-cat-abc123';
    const [html, uri, plain] = dragEntries(document, {
      picture: { ...picture, href: page },
      link: page,
      text: page,
    });
    const dropped = document.createElement('div');
    dropped.innerHTML = html?.data ?? '';
    expect(dropped.querySelector('a')?.getAttribute('href')).toBe(page);
    expect(dropped.querySelector('a img')?.getAttribute('src')).toBe(GIF);
    expect([uri, plain]).toEqual([
      { type: 'text/uri-list', data: page },
      { type: 'text/plain', data: page },
    ]);
  });

  it('without a picture (a text format chosen, or no GIF rendition) only the link forms', () => {
    expect(dragEntries(document, { picture: undefined, link: GIF, text: `[img]${GIF}[/img]` })).toEqual([
      { type: 'text/uri-list', data: GIF },
      { type: 'text/plain', data: `[img]${GIF}[/img]` },
    ]);
  });
});
