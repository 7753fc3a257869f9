/** A scripted `fetch` for unit tests: answers in order, and records what was asked. */
import { type ClientConfig, createClient } from '../../../src/client/index.ts';

export type Scripted =
  | { status?: number; body: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; headers?: Record<string, string> }
  | { fail: 'network' | 'hang' };

export interface FakeFetch {
  fetch: typeof fetch;
  calls: { url: string; init: RequestInit | undefined }[];
}

/** The last entry repeats once the script runs out. */
export function scriptFetch(...script: Scripted[]): FakeFetch {
  const calls: FakeFetch['calls'] = [];
  const scripted = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const step = script[Math.min(calls.length - 1, script.length - 1)];
    if (!step) throw new Error('empty script');
    if ('fail' in step) {
      if (step.fail === 'network') throw new TypeError('fetch failed');
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const text = 'text' in step ? step.text : JSON.stringify(step.body);
    return new Response(text, { status: step.status ?? 200, headers: step.headers });
  }) as typeof fetch;
  return { fetch: scripted, calls };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  body: { data, ...extra, meta: { status: 200, msg: 'OK', response_id: 'r1' } },
});

/** A client on a fake service; backoff waits are recorded, not waited. */
export function fakeClient(fake: FakeFetch, config: Partial<ClientConfig> = {}) {
  const sleeps: number[] = [];
  const client = createClient({
    baseUrl: 'https://api.example.test',
    uploadUrl: 'https://upload.example.test',
    apiKey: 'key',
    fetch: fake.fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    XMLHttpRequest: null,
    ...config,
  });
  return { client, sleeps };
}
