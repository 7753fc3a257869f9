/**
 * Measures the reference service's own latency for search and trending over the full catalogue,
 * so benchmarks of the extension can tell its time from the service's. Prints median and p95.
 *
 *   npx tsx test/service/latency.ts [--rounds N]
 */
import { TRENDING_SEARCHES } from './catalogue/vocabulary.ts';
import { startService } from './start.ts';

const QUERIES = [
  'cat',
  'happy dance',
  'thumbs up',
  'pizza',
  '@rock&roll',
  'gato',
  'にゃんこ',
  'c++',
  'zzz',
  'sad dog sticker',
  ...TRENDING_SEARCHES,
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export interface LatencySummary {
  name: string;
  requests: number;
  medianMs: number;
  p95Ms: number;
}

async function time(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Times `rounds` rounds of searches and trending pages against a fresh service. */
export async function measureServiceLatency(rounds = 20): Promise<LatencySummary[]> {
  const service = await startService();
  try {
    const key = service.keys.approved;
    const searches: string[] = [];
    const trending: string[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const q of QUERIES) {
        const params = new URLSearchParams({
          api_key: key,
          q,
          limit: '25',
          offset: String((round % 4) * 25),
        });
        searches.push(`${service.baseUrl}/v1/gifs/search?${params}`);
      }
      for (const kind of ['gifs', 'stickers']) {
        const params = new URLSearchParams({ api_key: key, limit: '25', offset: String((round * 25) % 475) });
        trending.push(`${service.baseUrl}/v1/${kind}/trending?${params}`);
      }
    }
    // Warm up once so the numbers describe a running service, not its first request.
    await time(searches[0] as string);
    const results: LatencySummary[] = [];
    for (const [name, urls] of [
      ['search', searches],
      ['trending', trending],
    ] as const) {
      const samples: number[] = [];
      for (const url of urls) samples.push(await time(url));
      samples.sort((a, b) => a - b);
      results.push({
        name,
        requests: samples.length,
        medianMs: percentile(samples, 50),
        p95Ms: percentile(samples, 95),
      });
    }
    return results;
  } finally {
    await service.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const roundsFlag = process.argv.indexOf('--rounds');
  const rounds = roundsFlag === -1 ? 20 : Number(process.argv[roundsFlag + 1]);
  for (const row of await measureServiceLatency(rounds)) {
    console.log(
      `${row.name}: ${row.requests} requests, median ${row.medianMs.toFixed(2)} ms, p95 ${row.p95Ms.toFixed(2)} ms`,
    );
  }
}
