/**
 * Contract tests run the client against the reference service over real HTTP. One service per
 * test file, reset before each test; backoff waits are recorded instead of waited.
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  type ClientConfig,
  createClient,
  isServiceError,
  type ServiceError,
} from '../../src/client/index.ts';
import { type LoggedRequest, type ServiceHandle, startService } from '../service/index.ts';

export function startReferenceService() {
  let handle: ServiceHandle | undefined;
  beforeAll(async () => {
    handle = await startService();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(() => {
    handle?.control.reset();
  });
  const service = (): ServiceHandle => {
    if (!handle) throw new Error('the reference service has not started');
    return handle;
  };

  /** A client of the approved key (override anything); `sleeps` lists the backoff waits. */
  function makeClient(config: Partial<ClientConfig> = {}) {
    const sleeps: number[] = [];
    const client = createClient({
      baseUrl: service().baseUrl,
      uploadUrl: service().uploadUrl,
      apiKey: service().keys.approved,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      random: () => 0.5,
      ...config,
    });
    return { client, sleeps };
  }

  /** The logged requests of one operation (reference ids: `gifs.search`, `upload`, ...). */
  function requestsOf(operation: string): LoggedRequest[] {
    return service()
      .control.requests()
      .filter((entry) => entry.operation === operation);
  }

  /** The one request of `operation`, its query decoded the way the service decodes it. */
  function onlyQueryOf(operation: string): URLSearchParams {
    const entries = requestsOf(operation);
    expect(entries).toHaveLength(1);
    return new URLSearchParams(entries[0]?.rawQuery ?? '');
  }

  return { service, makeClient, requestsOf, onlyQueryOf };
}

/** The ServiceError a call rejects with (fails the test when it resolves or throws anything else). */
export async function failureOf(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (isServiceError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** Query parameter names of a request, in order, without the key. */
export const namesOf = (query: URLSearchParams) => [...query.keys()].filter((name) => name !== 'api_key');
