import { useEffect, useState } from 'preact/hooks';
import { type Diagnostics, sendToBackground } from '../messaging/index.ts';
import { ActionFeedback } from './ActionFeedback.tsx';
import { useAction } from './use-action.ts';

const REFRESH_MS = 2000;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

const describeTime = (ms: number) => new Date(ms).toLocaleString();

/** The pingback queue at a glance, refreshed while the page is open, and the random ID reset. */
export function DiagnosticsSection() {
  const [diagnostics, setDiagnostics] = useState<Diagnostics | undefined>(undefined);
  const [action, run] = useAction();

  useEffect(() => {
    let live = true;
    const refresh = () =>
      sendToBackground({ type: 'getDiagnostics' }).then(
        (next) => live && setDiagnostics(next),
        () => undefined,
      );
    void refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  const sendNow = () =>
    run(async () => {
      const next = await sendToBackground({ type: 'flushPingbacks' });
      setDiagnostics(next);
      return `Queue sent; ${next.queueLength} left.`;
    });
  const resetId = () =>
    run(async () => {
      await sendToBackground({ type: 'resetRandomId' });
      return 'Random ID reset: a new one will be fetched when needed.';
    });

  const d = diagnostics;
  const dropped = d ? Object.values(d.dropped).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <section aria-labelledby="diagnostics-heading">
      <h2 id="diagnostics-heading">Diagnostics</h2>
      {d ? (
        <dl class="diagnostics">
          <Row label="Events queued" value={String(d.queueLength)} />
          <Row label="Events sent" value={String(d.sent)} />
          <Row
            label="Events dropped"
            value={`${dropped} (refused by GIPHY ${d.dropped.rejected}, out of attempts ${d.dropped.exhausted}, no permission for the analytics address ${d.dropped['not-permitted']}, not a web address ${d.dropped['invalid-url']}, usage data not shared ${d.dropped['not-consented']}, over the limit ${d.dropped.overflow}, too old ${d.dropped.expired})`}
          />
          <Row label="Events resent after an interruption" value={String(d.resent)} />
          <Row
            label="Last error"
            value={d.lastError ? `${d.lastError.message} (${describeTime(d.lastError.at)})` : 'None'}
          />
          <Row label="Random ID" value={d.hasRandomId ? 'Set' : 'Not yet fetched'} />
        </dl>
      ) : (
        <p>Loading…</p>
      )}
      <div class="buttons">
        <button type="button" onClick={sendNow} disabled={action.kind === 'busy'}>
          Send queued events now
        </button>
        <button type="button" onClick={resetId} disabled={action.kind === 'busy'}>
          Reset random ID
        </button>
      </div>
      <ActionFeedback state={action} />
    </section>
  );
}
