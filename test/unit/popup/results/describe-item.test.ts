import { describe, expect, it } from 'vitest';
import type { Item } from '../../../../src/client/item.ts';
import { avatarOf, linkOf, sourceOf } from '../../../../src/popup/preview/item-links.ts';
import { creatorOf, describeTile, titleOf } from '../../../../src/popup/results/describe-item.ts';

const item = (fields: Partial<Item>): Item => ({ id: 'x', ...fields }) as Item;

describe('creatorOf', () => {
  it.each([
    [{ user: { display_name: 'Jane', username: 'jane' } }, 'Jane'],
    [{ user: { display_name: '', username: 'jane' } }, 'jane'],
    [{ username: 'solo' }, 'solo'],
    [{ user: { display_name: '  ' } }, undefined],
    [{}, undefined],
  ] as const)('%o → %s', (fields, expected) => {
    expect(creatorOf(item(fields as Partial<Item>))).toBe(expected);
  });
});

describe('describeTile', () => {
  it('names the creator when known', () => {
    expect(
      describeTile(item({ title: 'Dancing cat', user: { display_name: 'Jane' } } as Partial<Item>)),
    ).toBe('Dancing cat by Jane');
  });
  it('is the alt text, the title or the fallback otherwise', () => {
    expect(describeTile(item({ alt_text: 'A cat', title: 'Cat' }))).toBe('A cat');
    expect(describeTile(item({ title: 'Cat' }))).toBe('Cat');
    expect(describeTile(item({}))).toBe('GIF');
    expect(titleOf(item({}), 'Emoji')).toBe('Emoji');
  });
});

describe('sourceOf, avatarOf, linkOf: only http(s)', () => {
  it.each([
    [{ source_post_url: 'https://a.example/p', source: 'https://b.example' }, 'https://a.example/p'],
    [{ source_post_url: '', source: 'http://b.example' }, 'http://b.example'],
    [{ source_post_url: 'javascript:alert(1)', source: 'data:text/html,x' }, undefined],
    [{ source: 'example.org' }, undefined],
  ])('%o → %s', (fields, expected) => {
    expect(sourceOf(item(fields))).toBe(expected);
  });
  it('keeps an http avatar only', () => {
    expect(avatarOf(item({ user: { avatar_url: 'https://m.example/a.gif' } } as Partial<Item>))).toBe(
      'https://m.example/a.gif',
    );
    expect(avatarOf(item({ user: { avatar_url: 'javascript:x' } } as Partial<Item>))).toBeUndefined();
  });
  it('copies the page link, else the media URL', () => {
    expect(linkOf(item({ url: 'https://giphy.example/gifs/x' }), 'https://m.example/x.gif')).toBe(
      'https://giphy.example/gifs/x',
    );
    expect(linkOf(item({}), 'https://m.example/x.gif')).toBe('https://m.example/x.gif');
    expect(linkOf(item({}), undefined)).toBeUndefined();
  });
});
