import type { Rating } from './catalogue/index.ts';
import type { KeyKind, KeyPolicy } from './keys.ts';

/** What the reference service can be told to do wrong, for the next `count` matching requests. */
export type FaultKind =
  | 'latency' // answer normally after `latencyMs` (uploads: half before the body is read, half after)
  | 'status' // answer `status` (with `Retry-After: retryAfter` when given) and an error body
  | 'malformed' // 200 with a body that is not JSON
  | 'truncated' // 200 whose JSON body stops half way (Content-Length promises more)
  | 'synthetic' // docs/interface.md §7.2: meta.status 200, meta.response_id "", everything else empty
  | 'hang' // never answer (the socket stays open until the client gives up)
  | 'reset'; // destroy the connection without an answer

export interface FaultSpec {
  /**
   * Which requests: an operation id (`gifs.search`, `stickers.trending`, `emoji`, `pingback`,
   * `media`, `upload`, ... see OPERATIONS), a path prefix starting with `/`, or `*` for every API
   * request (media and pingbacks excluded unless named).
   */
  route: string;
  kind: FaultKind;
  /** How many matching requests get the fault; default 1. */
  count?: number;
  status?: number;
  /** Seconds, sent as `Retry-After` with a `status` fault. */
  retryAfter?: number;
  latencyMs?: number;
}

export interface LoggedRequest {
  /** Milliseconds since the epoch when the request arrived. */
  time: number;
  method: string;
  /** Which listener took it. */
  server: 'api' | 'upload' | 'media' | 'analytics';
  path: string;
  /** The query string exactly as received, without the leading `?`. */
  rawQuery: string;
  /** Operation id, or null for an unknown route. */
  operation: string | null;
  keyKind: KeyKind | null;
  status: number;
  fault: FaultKind | null;
}

export type PingbackAction = 'SEEN' | 'CLICK' | 'SENT';

export interface RecordedPingback {
  time: number;
  action: PingbackAction;
  /** The opaque payload the item carried. */
  payload: string;
  /** The item the payload names. */
  itemId: string;
  /** `customer_id`, or the earlier form's `random_id`. */
  userId: string;
  userParam: 'customer_id' | 'random_id';
  ts: number;
  rawQuery: string;
}

export interface RecordedUpload {
  time: number;
  id: string;
  via: 'file' | 'source_image_url';
  contentType: 'image/gif' | 'video/mp4' | 'video/webm' | 'video/quicktime';
  bytes: number;
  tags: string[];
  username: string | null;
  sourcePostUrl: string | null;
  keyKind: KeyKind;
}

/** The handle tests use to steer the service; the control HTTP API exposes the same calls. */
export interface ServiceControl {
  injectFault(fault: FaultSpec): void;
  clearFaults(): void;
  requests(): LoggedRequest[];
  pingbacks(): RecordedPingback[];
  uploads(): RecordedUpload[];
  /** Change a key kind's policy (rate limit, upload limit, approval) until reset. */
  setPolicy(kind: KeyKind, policy: Partial<KeyPolicy>): void;
  /** Takes an item down, as GIPHY removes content; false when the id is unknown. Undone by reset. */
  removeItem(id: string): boolean;
  /** Gives an item another rating (`y`, `g`, `pg`, `pg-13`, `r`); false when the id is unknown. Undone by reset. */
  rateItem(id: string, rating: Rating): boolean;
  /** Forget logs, faults, counters, uploads, policy changes, removals and rating changes. */
  reset(): void;
}
