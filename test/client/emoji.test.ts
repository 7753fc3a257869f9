/** Contract: operations 6 and 7 against the reference service. */
import { describe, expect, it } from 'vitest';
import { createPaginator, listEmoji, listEmojiVariations } from '../../src/client/index.ts';
import { failureOf, startReferenceService } from './support.ts';

const { makeClient, requestsOf, onlyQueryOf } = startReferenceService();

describe('emoji (operation 6)', () => {
  it('answers emoji with cursor pagination and no total_count', async () => {
    const page = await listEmoji(makeClient().client, { limit: 10 });
    expect(page.data).toHaveLength(10);
    expect(page.data.every((item) => item.type === 'emoji' && item.variation === 'default')).toBe(true);
    expect(page.pagination).toEqual({ offset: 0, count: 10, next_cursor: 10 });
  });

  it('pages to the end by next_cursor (null on the last page)', async () => {
    const { client } = makeClient();
    const paginator = createPaginator((offset, signal) => listEmoji(client, { offset, limit: 40, signal }));
    while (!paginator.done) await paginator.next();
    expect(paginator.items.length).toBe(new Set(paginator.items.map((item) => item.id)).size);
    const offsets = requestsOf('emoji').map((entry) => new URLSearchParams(entry.rawQuery).get('offset'));
    // One request per page, each at the cursor the last one gave, and none after the null cursor.
    expect(offsets).toEqual(offsets.map((_, i) => String(i * 40)));
    expect(offsets).toHaveLength(Math.ceil(paginator.items.length / 40));
  });

  it('sends customer_id and the key, and works without a key (docs/interface.md §5.2)', async () => {
    await listEmoji(makeClient({ customerId: 'u1', rating: 'g' }).client, { limit: 1 });
    expect([...onlyQueryOf('emoji').keys()]).toEqual(['api_key', 'limit', 'customer_id']);
    await expect(listEmoji(makeClient({ apiKey: undefined }).client, { limit: 1 })).resolves.toHaveProperty(
      'data',
    );
  });
});

describe('emoji variations (operation 7)', () => {
  it('answers the variations of an emoji that has them', async () => {
    const { client } = makeClient();
    const all = (await listEmoji(client, { limit: 100 })).data;
    const varied = all.find((item) => (item.variation_count ?? 0) > 0);
    const variations = await listEmojiVariations(client, varied?.id ?? '');
    expect(variations).toHaveLength(varied?.variation_count ?? -1);
    expect(variations.every((item) => item.variation?.startsWith('variation_'))).toBe(true);
  });

  it('answers an empty list for an emoji without variations', async () => {
    const { client } = makeClient();
    const plain = (await listEmoji(client, { limit: 100 })).data.find((item) => item.variation_count === 0);
    expect(await listEmojiVariations(client, plain?.id ?? '')).toEqual([]);
  });

  it('fails with not-found for an unknown emoji', async () => {
    expect(await failureOf(listEmojiVariations(makeClient().client, 'nope'))).toMatchObject({
      kind: 'not-found',
      attempts: 1,
    });
  });
});
