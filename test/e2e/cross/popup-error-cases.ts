import type { FaultSpec } from '../../service/index.ts';

/** Each failure of the service the popup explains, with the words it must say. */
export const POPUP_ERROR_CASES: readonly {
  name: string;
  fault: Omit<FaultSpec, 'route' | 'count'>;
  text: string;
}[] = [
  { name: 'key refused (401)', fault: { kind: 'status', status: 401 }, text: 'The API key was refused' },
  { name: 'not approved (403)', fault: { kind: 'status', status: 403 }, text: 'Not allowed for this key' },
  {
    name: 'rate limited (429)',
    fault: { kind: 'status', status: 429, retryAfter: 30 },
    text: 'Try again in 30 seconds',
  },
  { name: 'service failing (503)', fault: { kind: 'status', status: 503 }, text: 'GIPHY is having trouble' },
  { name: 'synthetic response', fault: { kind: 'synthetic' }, text: 'GIPHY is having trouble' },
  { name: 'connection reset', fault: { kind: 'reset' }, text: 'Can’t reach GIPHY' },
];
