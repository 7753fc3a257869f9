import { describe, expect, it } from 'vitest';
import { sharedUrl, shareUrl } from '../../../../src/popup/results/url-references.ts';

const media = (id: string, file: string) =>
  `https://media2.example.test/media/v1.Y2lkPWFiYzEyMyZlcD12MV9naWZzX3NlYXJjaA/${id}/${file}?cid=abc123&rid=${file}`;

describe('URLs kept as the bytes they share with earlier ones', () => {
  it('reads every URL back byte for byte, against earlier copies and the URL before it', () => {
    const urls = Array.from({ length: 40 }, (_, at) => [
      media(`id${at}`, '200w.webp'),
      media(`id${at}`, '200w_s.gif'),
      `https://other${at % 20}.example.test/${'%E2%9C%93'.repeat(at)}`,
    ]);
    const kept = urls.map(([moving, still, other]) => {
      const first = shareUrl(moving as string);
      return [first, shareUrl(still as string, moving), shareUrl(other as string)] as const;
    });
    kept.forEach(([first, second, third], at) => {
      const [moving, still, other] = urls[at] as string[];
      expect(sharedUrl(first)).toBe(moving);
      expect(sharedUrl(second, moving)).toBe(still);
      expect(sharedUrl(third)).toBe(other);
    });
  });

  it('keeps of a list’s URL only what differs from the earlier ones, before and after its id', () => {
    const giphy = (host: number, id: string) =>
      `https://media${host}.giphy.test/media/${id}/200w.webp?cid=9c0c14d2m6mv67iebp49g3w2zrgmhnxc1uzbgb1jx69k61gp&ep=v1_gifs_trending&rid=200w.webp&ct=g`;
    const earlier = giphy(1, '5EjYHxXlIWPn7UCQig');
    const url = giphy(0, 'dZ8nmFzPpqAb2RGYYC');
    const kept = shareUrl(url, earlier);
    expect(sharedUrl(kept, earlier)).toBe(url);
    expect(kept[2]).toBe('0.giphy.test/media/dZ8nmFzPpqAb2RGYYC');
  });

  it('reads back URLs that repeat their own bytes, longer and shorter than the one they share with', () => {
    for (const [previous, url] of [
      ['https://a.test/abcabc', 'https://a.test/abc'],
      ['https://a.test/abc', 'https://a.test/abcXabc'],
      ['https://a.test/x?y=1', 'https://a.test/x?y=1'],
      ['', 'https://a.test/'],
    ] as const)
      expect(sharedUrl(shareUrl(url, previous), previous)).toBe(url);
  });

  it('survives a round trip through JSON text', () => {
    const url = media('json', '100w.webp');
    expect(sharedUrl(JSON.parse(JSON.stringify(shareUrl(url))))).toBe(url);
  });
});
