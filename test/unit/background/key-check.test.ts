/**
 * A key whose requests are used up answers 429: it is valid, and the options page says when it can
 * be used again. The 429 bodies are the real ones (`../shared/realworld-fixtures/iss-429-*.json`,
 * the API's meta form and the gateway's), with and without the service's `Retry-After`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkApiKey } from '../../../src/background/key-check.ts';
import { describeKey } from '../../../src/options/index.ts';
import { REALWORLD_FIXTURES_DIR } from '../../harness/realworld.ts';
import { fakeClient, scriptFetch } from '../client/fake-fetch.ts';

const realBody = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(REALWORLD_FIXTURES_DIR, file), 'utf8'));

/** 14:00 local time on a fixed day, so the time said is known. */
const NOW = new Date(2026, 10, 29, 14, 0, 0).getTime();

describe.each(['iss-429-meta.json', 'iss-429-gateway.json'])('a key answered with %s', (file) => {
  it('is valid, usable again when Retry-After says, and said so with that time', async () => {
    const fake = scriptFetch({ status: 429, body: realBody(file), headers: { 'retry-after': '1800' } });
    const check = await checkApiKey(fakeClient(fake, { retry: { attempts: 1 } }).client, () => NOW);
    expect(check).toEqual({
      clips: 'unknown',
      tier: 'rate-limited',
      usableAfter: NOW + 1_800_000,
      checkedAt: NOW,
    });
    const text = describeKey({ source: 'user', check }, 'development', NOW);
    expect(text).toMatch(
      /^Your key is set\. It is valid, but it has used up its requests for now: it can be used again from 2:30\sPM\.$/,
    );
    expect(text).not.toMatch(/works|rate-limited/);
  });

  it('without Retry-After, says the key is valid and usable again within the hour (beta keys)', async () => {
    const fake = scriptFetch({ status: 429, body: realBody(file) });
    const check = await checkApiKey(fakeClient(fake, { retry: { attempts: 1 } }).client, () => NOW);
    expect(check.usableAfter).toBeUndefined();
    expect(describeKey({ source: 'user', check }, 'development', NOW)).toBe(
      'Your key is set. It is valid, but it has used up its requests for now. Beta keys get about 100 requests an hour, so it can be used again within the hour.',
    );
  });
});

describe('the time a spent key can be used again', () => {
  it('carries the date when it is not today', () => {
    const check = {
      clips: 'unknown',
      tier: 'rate-limited',
      usableAfter: NOW + 12 * 3_600_000,
      checkedAt: NOW,
    } as const;
    expect(describeKey({ source: 'build', check }, 'development', NOW)).toMatch(
      /from Nov\s30,\s2026,\s2:00\sAM\.$/,
    );
  });
});
