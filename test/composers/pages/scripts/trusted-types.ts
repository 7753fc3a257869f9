import { delayedModel } from './delayed-model.ts';
import { exposeEditor, INITIAL_TEXT, mountPoint, picturesOf } from './expose.ts';

/**
 * A Gmail-like composer on a page that enforces Trusted Types: the page writes its own HTML only
 * through its named policy, and, on the LinkedIn-like variant, has a `default` policy that escapes
 * any string reaching an HTML sink. The page counts the policy violations it sees and the strings
 * its default policy was handed: a content script that reached for a sink shows up in them.
 */
interface TrustedTypesApi {
  createPolicy(
    name: string,
    rules: { createHTML?: (input: string) => string; createScriptURL?: (input: string) => string },
  ): { createHTML(input: string): unknown };
}
const trustedTypes = (window as { trustedTypes?: TrustedTypesApi }).trustedTypes;
const field = mountPoint();
const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  if (!event.sample.includes('probe')) violations.push(`${event.effectiveDirective}: ${event.sample}`);
});
const defaultCalls: string[] = [];
const PROBE = '<i>probe</i>';
let probed = false;
const escapeHtml = (input: string) =>
  input.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
if (document.body.dataset.defaultPolicy === 'escape') {
  trustedTypes?.createPolicy('default', {
    createHTML: (input) => {
      if (input === PROBE) probed = true;
      else defaultCalls.push(input);
      return escapeHtml(input);
    },
  });
}
// Whether the policy is in force: a raw string into a sink throws, or goes through `default`.
let enforced = false;
try {
  document.createElement('div').innerHTML = PROBE;
  enforced = probed;
} catch {
  enforced = true;
}
const own = trustedTypes?.createPolicy('composer', { createHTML: escapeHtml });
// The page's own write into an HTML sink, through its policy.
(field as { innerHTML: unknown }).innerHTML = own ? own.createHTML(INITIAL_TEXT) : escapeHtml(INITIAL_TEXT);
// Gmail keeps the draft in its own state, saved a while after typing stops.
const model = delayedModel(() => field.textContent ?? '', 120);
field.addEventListener('input', () => model.schedule());

declare global {
  interface Window {
    __trustedTypes?: { enforced: boolean; violations: string[]; defaultCalls: string[] };
  }
}
window.__trustedTypes = { enforced, violations, defaultCalls };
exposeEditor({
  getText: () => model.text,
  settled: () => model.settled(),
  getPictures: () => picturesOf(field),
});
