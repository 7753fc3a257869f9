import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type ServiceHandle, startService } from '../index.ts';

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests walk arbitrary JSON bodies of the service
  body: any;
}

/** Starts one service for the test file and resets its state before each test. */
export function withReferenceService(): { service: () => ServiceHandle } {
  let service: ServiceHandle | undefined;
  beforeAll(async () => {
    service = await startService();
  }, 120_000);
  afterAll(async () => {
    await service?.close();
  });
  beforeEach(() => {
    service?.control.reset();
  });
  return {
    service: () => {
      if (!service) throw new Error('service not started');
      return service;
    },
  };
}

/** Query string from pairs, each value encoded exactly once. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  return search.toString();
}

/** GET `{base}{path}?{params}` and parse the JSON body (null when it is not JSON). */
export async function get(
  base: string,
  path: string,
  params: Record<string, string | number | undefined> = {},
  init: RequestInit = {},
): Promise<Answer> {
  const qs = query(params);
  const response = await fetch(`${base}${path}${qs ? `?${qs}` : ''}`, init);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body };
}
