import { DEFAULT_POLICIES, KEY_KINDS, type KeyKind, type KeyPolicy } from './keys.ts';
import type { FaultSpec, LoggedRequest, RecordedPingback, RecordedUpload } from './types.ts';

const DAY_MS = 86_400_000;

/** Mutable state of one running service: logs, faults, policies and counters. */
export class ServiceState {
  requests: LoggedRequest[] = [];
  pingbacks: RecordedPingback[] = [];
  uploads: RecordedUpload[] = [];
  faults: (FaultSpec & { remaining: number })[] = [];
  policies: Record<KeyKind, KeyPolicy> = clonePolicies();
  /** key value -> times of the requests inside the current rate window */
  private readonly hits = new Map<string, number[]>();
  /** key value -> times of uploads inside the last day */
  private readonly uploadTimes = new Map<string, number[]>();

  reset(): void {
    this.requests = [];
    this.pingbacks = [];
    this.uploads = [];
    this.faults = [];
    this.policies = clonePolicies();
    this.hits.clear();
    this.uploadTimes.clear();
  }

  /** The next fault for this request, counting it down; null when none applies. */
  takeFault(operation: string | null, path: string): FaultSpec | null {
    const index = this.faults.findIndex((fault) => faultMatches(fault, operation, path));
    const fault = this.faults[index];
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return fault;
  }

  /**
   * Counts a request against the key's rate; returns the seconds to wait when over it.
   * A sliding window: the wait is until the oldest counted request leaves the window.
   */
  overRate(key: string, policy: KeyPolicy, now: number): number | null {
    if (!policy.rateLimit) return null;
    const { requests, windowMs } = policy.rateLimit;
    const times = (this.hits.get(key) ?? []).filter((time) => time > now - windowMs);
    this.hits.set(key, times);
    if (times.length >= requests) return Math.max(1, Math.ceil(((times[0] ?? now) + windowMs - now) / 1000));
    times.push(now);
    return null;
  }

  /**
   * docs/interface.md §8: 10 uploads a day on a rate-limited key. Returns the seconds to wait when the key has
   * used its uploads, so a refused upload is refused before its body is read.
   */
  uploadWait(key: string, policy: KeyPolicy, now: number): number | null {
    if (policy.uploadsPerDay === null) return null;
    const times = (this.uploadTimes.get(key) ?? []).filter((time) => time > now - DAY_MS);
    this.uploadTimes.set(key, times);
    if (times.length < policy.uploadsPerDay) return null;
    return Math.ceil(((times[0] ?? now) + DAY_MS - now) / 1000);
  }

  /** Counts an accepted upload against the key's day. */
  countUpload(key: string, now: number): void {
    const times = this.uploadTimes.get(key) ?? [];
    times.push(now);
    this.uploadTimes.set(key, times);
  }
}

function clonePolicies(): Record<KeyKind, KeyPolicy> {
  const out = {} as Record<KeyKind, KeyPolicy>;
  for (const kind of KEY_KINDS) out[kind] = structuredClone(DEFAULT_POLICIES[kind]);
  return out;
}

/** Media and pingbacks are only hit by faults that name them, never by `*`. */
const ONLY_BY_NAME = new Set(['media', 'pingback']);

function faultMatches(fault: FaultSpec, operation: string | null, path: string): boolean {
  if (fault.route === '*') return operation === null || !ONLY_BY_NAME.has(operation);
  if (fault.route.startsWith('/')) return path.startsWith(fault.route);
  return fault.route === operation;
}
