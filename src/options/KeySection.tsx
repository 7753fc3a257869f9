import { useEffect, useState } from 'preact/hooks';
import { formatNumber, t } from '../i18n/index.ts';
import { KEY_MAX_LENGTH, type KeyStatus, sendToBackground } from '../messaging/index.ts';
import { KeyHelp } from '../ui/KeyHelp.tsx';
import { ActionFeedback } from './ActionFeedback.tsx';
import { describeKey } from './describe-key.ts';
import { useAction } from './use-action.ts';

/**
 * The API key: set, replace, clear, check. The page never sees the stored key, only its status;
 * the field is emptied once a key is saved.
 */
export function KeySection() {
  const [status, setStatus] = useState<KeyStatus | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const [action, run] = useAction();

  // Not an action: the form stays usable while the status loads (a disabled submit button makes
  // Enter do nothing), and a status a save already gave is not put back by this older one.
  useEffect(() => {
    sendToBackground({ type: 'getKeyStatus' }).then(
      (loaded) => setStatus((current) => current ?? loaded),
      (error: unknown) => run(() => Promise.reject(error)),
    );
  }, [run]);

  const save = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      // A key is one word of letters and digits: anything else pasted is said so in words.
      const key = draft.trim();
      if (key.length > KEY_MAX_LENGTH || /\s/.test(key))
        throw new Error(t('keyNotAKey', formatNumber(key.length)));
      setStatus(await sendToBackground({ type: 'setKey', key: draft }));
      // Emptied once saved, unless the person typed another key while this one was checked.
      setDraft((current) => (current === draft ? '' : current));
      return t('keySaved');
    });
  };
  const clear = () =>
    run(async () => {
      setStatus(await sendToBackground({ type: 'clearKey' }));
      return t('keyRemoved');
    });
  const check = () =>
    run(async () => {
      setStatus(await sendToBackground({ type: 'checkKey' }));
      return t('keyChecked');
    });

  return (
    <section aria-labelledby="key-heading">
      <h2 id="key-heading">{t('apiKey')}</h2>
      <p id="key-status" class="key-status">
        {status
          ? describeKey(status, import.meta.env.MODE === 'production' ? 'publisher' : 'development')
          : t('loading')}
      </p>
      <form onSubmit={save} class="key-form">
        <label for="api-key">{t(status?.source === 'user' ? 'replaceKey' : 'setKey')}</label>
        <input
          id="api-key"
          type="password"
          autocomplete="off"
          spellcheck={false}
          required
          value={draft}
          aria-describedby="key-status"
          onInput={(event) => setDraft(event.currentTarget.value)}
        />
        <div class="buttons">
          <button type="submit" disabled={action.kind === 'busy' || draft.trim() === ''}>
            {t('checkAndSave')}
          </button>
          <button
            type="button"
            onClick={check}
            disabled={action.kind === 'busy' || status?.source === 'none'}
          >
            {t('checkAgain')}
          </button>
          <button
            type="button"
            onClick={clear}
            disabled={action.kind === 'busy' || status?.source !== 'user'}
          >
            {t('removeMyKey')}
          </button>
        </div>
      </form>
      <ActionFeedback state={action} />
      <details class="key-where" open={status?.source === 'none'}>
        <summary>{t('whereKeyComesFrom')}</summary>
        <KeyHelp />
      </details>
    </section>
  );
}
