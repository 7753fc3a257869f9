import { useEffect, useState } from 'preact/hooks';
import { formatNumber, locale, t } from '../i18n/index.ts';
import { type Diagnostics, sendToBackground } from '../messaging/index.ts';
import { ActionFeedback } from './ActionFeedback.tsx';
import { describePingbackProblem } from './describe-pingback-problem.ts';
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

const describeTime = (ms: number) => new Date(ms).toLocaleString(locale());

/** The random ID's state; without a key there is none to be had, and that is no error. */
const describeRandomId = (d: Diagnostics) =>
  t(d.hasRandomId ? 'randomIdSet' : d.hasKey ? 'randomIdNotFetched' : 'randomIdNoKey');

/**
 * The pingback queue at a glance, refreshed while the page is open, and the random ID reset. Every
 * word is in the interface's language: the background reports problems as data.
 */
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
      return t('queueSent', formatNumber(next.queueLength));
    });
  const resetId = () =>
    run(async () => {
      await sendToBackground({ type: 'resetRandomId' });
      return t('randomIdReset');
    });

  const d = diagnostics;
  const dropped = d ? Object.values(d.dropped).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <section aria-labelledby="diagnostics-heading">
      <h2 id="diagnostics-heading">{t('diagnostics')}</h2>
      {d ? (
        <dl class="diagnostics">
          <Row label={t('eventsQueued')} value={formatNumber(d.queueLength)} />
          <Row label={t('eventsSent')} value={formatNumber(d.sent)} />
          <Row
            label={t('eventsDropped')}
            value={t(
              'eventsDroppedDetail',
              ...[
                dropped,
                d.dropped.rejected,
                d.dropped.exhausted,
                d.dropped['not-permitted'],
                d.dropped['invalid-url'],
                d.dropped['not-consented'],
                d.dropped.overflow,
                d.dropped.expired,
              ].map(formatNumber),
            )}
          />
          <Row label={t('eventsResent')} value={formatNumber(d.resent)} />
          <Row
            label={t('lastError')}
            value={
              d.lastError
                ? t('lastErrorAt', describePingbackProblem(d.lastError), describeTime(d.lastError.at))
                : t('none')
            }
          />
          <Row label={t('randomId')} value={describeRandomId(d)} />
        </dl>
      ) : (
        <p>{t('loading')}</p>
      )}
      <div class="buttons">
        <button type="button" onClick={sendNow} disabled={action.kind === 'busy'}>
          {t('sendQueuedNow')}
        </button>
        <button type="button" onClick={resetId} disabled={action.kind === 'busy'}>
          {t('resetRandomId')}
        </button>
      </div>
      <ActionFeedback state={action} />
    </section>
  );
}
