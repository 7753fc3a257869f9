import type {
  FaultSpec,
  KeyKind,
  KeyPolicy,
  LoggedRequest,
  RecordedPingback,
  RecordedUpload,
} from '../service/index.ts';

/**
 * The reference service's control API over HTTP (test/service/README.md), for e2e workers: the
 * service runs in global setup's process, so workers steer it through `controlUrl`.
 */
export class ServiceControl {
  constructor(private readonly controlUrl: string) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.controlUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Forgets logs, faults, counters and policy changes. */
  async reset(): Promise<void> {
    await this.call('POST', '/reset');
  }

  async injectFault(fault: FaultSpec): Promise<void> {
    await this.call('POST', '/faults', fault);
  }

  /** Every pingback answered `status` (with `Retry-After` seconds, when given) until faults are cleared. */
  async refusePingbacks(status: number, retryAfter?: number): Promise<void> {
    await this.injectFault({
      route: 'pingback',
      kind: 'status',
      status,
      count: Number.MAX_SAFE_INTEGER,
      ...(retryAfter === undefined ? {} : { retryAfter }),
    });
  }

  async clearFaults(): Promise<void> {
    await this.call('DELETE', '/faults');
  }

  /** Changes a key kind's policy (rate limit, uploads a day, approvals) until reset. */
  async setPolicy(kind: KeyKind, policy: Partial<KeyPolicy>): Promise<void> {
    await this.call('POST', `/policies/${kind}`, policy);
  }

  /** Takes an item down, as GIPHY removes content (undone by reset). */
  async removeItem(id: string): Promise<void> {
    await this.call('POST', `/items/${encodeURIComponent(id)}/remove`);
  }

  /** Gives an item another rating (undone by reset). */
  async rateItem(id: string, rating: 'y' | 'g' | 'pg' | 'pg-13' | 'r'): Promise<void> {
    await this.call('POST', `/items/${encodeURIComponent(id)}/rating`, { rating });
  }

  uploads(): Promise<RecordedUpload[]> {
    return this.call('GET', '/uploads');
  }

  pingbacks(): Promise<RecordedPingback[]> {
    return this.call('GET', '/pingbacks');
  }

  requests(): Promise<LoggedRequest[]> {
    return this.call('GET', '/requests');
  }
}
