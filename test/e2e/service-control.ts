import type { FaultSpec, LoggedRequest, RecordedPingback } from '../service/index.ts';

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

  async clearFaults(): Promise<void> {
    await this.call('DELETE', '/faults');
  }

  pingbacks(): Promise<RecordedPingback[]> {
    return this.call('GET', '/pingbacks');
  }

  requests(): Promise<LoggedRequest[]> {
    return this.call('GET', '/requests');
  }
}
