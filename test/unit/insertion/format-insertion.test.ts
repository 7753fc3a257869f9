import { describe, expect, it } from 'vitest';
import { formatInsertion, type InsertionFormat } from '../../../src/insertion/index.ts';

const URL_ = 'https://media.example.test/gifs/abc/giphy.gif';

describe('formatInsertion', () => {
  it.each<[InsertionFormat, string]>([
    ['url', URL_],
    ['markdown', `![Happy cat](${URL_})`],
    ['html', `<img src="${URL_}" alt="Happy cat">`],
    ['bbcode', `[img]${URL_}[/img]`],
  ])('writes %s', (format, expected) => {
    expect(formatInsertion({ url: URL_, title: 'Happy cat' }, format)).toEqual({ ok: true, text: expected });
  });

  it.each<[string, InsertionFormat, string, string]>([
    [
      'brackets and parentheses in Markdown alt text',
      'markdown',
      'a ] b ) c [ (',
      '![a \\] b \\) c \\[ \\(]',
    ],
    [
      'HTML and emphasis in Markdown alt text',
      'markdown',
      '<img src=x> *bold* _it_ `code`',
      '![\\<img src=x\\> \\*bold\\* \\_it\\_ \\`code\\`]',
    ],
    ['a backslash in Markdown alt text', 'markdown', 'back\\slash', '![back\\\\slash]'],
    [
      'quotes and angle brackets in an HTML attribute',
      'html',
      `"x" 'y' <z> & w`,
      'alt="&quot;x&quot; &#39;y&#39; &lt;z&gt; &amp; w"',
    ],
    ['a line break in the title (one line only)', 'markdown', 'two\nlines\r\n', '![two lines]'],
  ])('escapes %s', (_name, format, title, expected) => {
    const result = formatInsertion({ url: URL_, title }, format);
    expect(result.ok && result.text).toContain(expected);
    expect(result.ok && result.text).not.toMatch(/[\r\n]/);
  });

  it.each<[InsertionFormat, string, string]>([
    ['markdown', 'https://h.test/a(b)c.gif', '(https://h.test/a%28b%29c.gif)'],
    ['markdown', 'https://h.test/a b.gif', '(https://h.test/a%20b.gif)'],
    ['html', 'https://h.test/x.gif?a="b"&c=<d>', 'src="https://h.test/x.gif?a=%22b%22&amp;c=%3Cd%3E"'],
    ['bbcode', 'https://h.test/[x].gif', '[img]https://h.test/%5Bx%5D.gif[/img]'],
  ])('keeps a %s URL from breaking out: %s', (format, url, expected) => {
    const result = formatInsertion({ url, title: 't' }, format);
    expect(result.ok && result.text).toContain(expected);
  });

  it('uses an empty alt text when the item has no title', () => {
    expect(formatInsertion({ url: URL_ }, 'markdown')).toEqual({ ok: true, text: `![](${URL_})` });
  });

  it.each([
    'javascript:alert(1)',
    'data:image/gif;base64,R0lGOD',
    'file:///etc/passwd',
    'ftp://h.test/x.gif',
    '/relative/x.gif',
    'not a url',
    '',
  ])('refuses %j with a typed error', (url) => {
    for (const format of ['url', 'markdown', 'html', 'bbcode'] as const) {
      expect(formatInsertion({ url, title: 'x' }, format)).toEqual({
        ok: false,
        error: 'unsupported-url',
        url,
      });
    }
  });

  it('accepts plain http as well as https', () => {
    expect(formatInsertion({ url: 'http://127.0.0.1:8470/x.gif' }, 'url')).toEqual({
      ok: true,
      text: 'http://127.0.0.1:8470/x.gif',
    });
  });
});

describe('formatInsertion: a page to link to (a clip)', () => {
  const PAGE = 'https://giphy.com/clips/theoffice-AFhlgdxqzAtFMIgpBA';
  it.each<[InsertionFormat, string]>([
    ['url', PAGE],
    ['markdown', `[Goodbye \\[my\\] friend](${PAGE})`],
    ['html', `<a href="${PAGE}">Goodbye [my] friend</a>`],
    ['bbcode', `[url=${PAGE}]Goodbye (my) friend[/url]`],
  ])('writes %s as a link, never an image', (format, expected) => {
    expect(formatInsertion({ url: PAGE, title: 'Goodbye [my] friend', page: true }, format)).toEqual({
      ok: true,
      text: expected,
    });
  });

  it.each<[InsertionFormat, string]>([
    ['markdown', `<${PAGE}>`],
    ['html', `<a href="${PAGE}">${PAGE}</a>`],
    ['bbcode', `[url]${PAGE}[/url]`],
  ])('without a title, %s links the URL itself', (format, expected) => {
    expect(formatInsertion({ url: PAGE, page: true }, format)).toEqual({ ok: true, text: expected });
  });

  it('refuses a page that is not http(s)', () => {
    expect(formatInsertion({ url: 'javascript:alert(1)', page: true }, 'html')).toMatchObject({ ok: false });
  });
});
