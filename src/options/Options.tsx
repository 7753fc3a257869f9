import { useServiceStatus } from '../ui/index.ts';
import './options.css';

/** One read-only setting; a description list is how assistive tech expects name/value pairs. */
function Setting({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** The options page: what this build is configured with. Nothing is editable yet. */
export function Options() {
  const state = useServiceStatus();
  return (
    <main class="options">
      <h1>GifDrop settings</h1>
      {state.kind === 'loading' && <p role="status">Loading…</p>}
      {state.kind === 'error' && <p role="alert">GifDrop's background is not answering ({state.message})</p>}
      {state.kind === 'ready' && (
        <dl>
          <Setting label="Service address" value={state.status.baseUrl} />
          <Setting label="Upload address" value={state.status.uploadUrl} />
          <Setting label="API key" value={state.status.hasKey ? 'Set' : 'Not set'} />
        </dl>
      )}
    </main>
  );
}
