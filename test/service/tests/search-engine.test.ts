import { describe, expect, it } from 'vitest';
import { get, withReferenceService } from '../testing/api.ts';

const { service } = withReferenceService();
const search = (params: Record<string, string | number | undefined>) =>
  get(service().baseUrl, '/v1/gifs/search', { api_key: service().keys.approved, ...params });
const titles = (body: { data: { title: string }[] }) => body.data.map((gif) => gif.title.toLowerCase());

describe('search behaves like a search engine', () => {
  it('finds plurals and other forms of a word (stemming)', async () => {
    const dogs = await search({ q: 'dogs', limit: 50 });
    const dog = await search({ q: 'dog', limit: 50 });
    expect(dogs.body.pagination.total_count).toBeGreaterThan(50);
    expect(dogs.body.pagination.total_count).toBe(dog.body.pagination.total_count);
    for (const title of titles(dogs.body).slice(0, 10)) expect(title).toMatch(/\bdog/);
    const dance = await search({ q: 'dance', limit: 10 });
    for (const title of titles(dance.body)) expect(title).toMatch(/danc/);
  });

  it('matches the last word as a prefix while it is being typed', async () => {
    const h = await search({ q: 'h', limit: 50 });
    expect(h.body.pagination.total_count).toBeGreaterThan(100);
    for (const gif of h.body.data as { title: string; username: string }[]) {
      expect(`${gif.title} ${gif.username}`.toLowerCase()).toMatch(/(^|[^\p{L}])h/u);
    }
    // Half way through a word, past its stem: `runni` must still find `running`.
    const runni = await search({ q: 'happy runni', limit: 5 });
    expect(titles(runni.body)[0]).toContain('running');
    // Only the last word is a prefix: `rock` typed in full does not find `rocket`.
    const rock = await search({ q: 'rock roll', limit: 50 });
    for (const title of titles(rock.body)) expect(title).not.toMatch(/rocket/);
  });

  it('ranks items with every word first, whole tags and phrases above scattered words', async () => {
    const happyDog = await search({ q: 'happy dog', limit: 25 });
    expect(titles(happyDog.body)[0]).toMatch(/happy dog/);
    const both = (happyDog.body.data as { title: string; username: string; tags: string[] }[]).map((gif) => {
      const words = `${gif.title} ${gif.username} ${gif.tags.join(' ')}`.toLowerCase();
      return /happ/.test(words) && /dog/.test(words);
    });
    // Items with both words come first, then items with one of them.
    expect(both[0]).toBe(true);
    expect(both.indexOf(false) === -1 || !both.slice(both.indexOf(false)).includes(true)).toBe(true);
    const rockAndRoll = await search({ q: 'rock & roll', limit: 10 });
    expect(rockAndRoll.body.data.length).toBeGreaterThan(0);
    for (const gif of rockAndRoll.body.data as { tags: string[] }[]) {
      expect(gif.tags.map((tag) => tag.toLowerCase())).toContain('rock & roll');
    }
    const again = await search({ q: 'rock & roll', limit: 10 });
    expect(again.body.data.map((g: { id: string }) => g.id)).toEqual(
      rockAndRoll.body.data.map((g: { id: string }) => g.id),
    );
  });
});
