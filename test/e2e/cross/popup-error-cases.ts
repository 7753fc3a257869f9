import type { FaultSpec } from '../../service/index.ts';

/** Each failure of the service the popup explains, with the words it must say. */
export const POPUP_ERROR_CASES: readonly {
  name: string;
  fault: Omit<FaultSpec, 'route' | 'count'>;
  /** A RegExp where the words change while the popup shows them. */
  text: string | RegExp;
}[] = [
  { name: 'key refused (401)', fault: { kind: 'status', status: 401 }, text: 'The API key was refused' },
  { name: 'not approved (403)', fault: { kind: 'status', status: 403 }, text: 'Not allowed for this key' },
  {
    name: 'rate limited (429)',
    fault: { kind: 'status', status: 429, retryAfter: 30 },
    // The service's 30 s, counted down from the moment the popup shows it: on a busy machine a
    // second or more can pass before the words are read (popup-waiting.spec.ts pins the clock).
    text: /Try again in ([1-9]|[12]\d|30) seconds?\b/,
  },
  { name: 'service failing (503)', fault: { kind: 'status', status: 503 }, text: 'GIPHY is having trouble' },
  { name: 'synthetic response', fault: { kind: 'synthetic' }, text: 'GIPHY is having trouble' },
  { name: 'connection reset', fault: { kind: 'reset' }, text: 'Can’t reach GIPHY' },
];
