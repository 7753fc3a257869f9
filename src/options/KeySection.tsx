import { useEffect, useState } from 'preact/hooks';
import { type KeyStatus, sendToBackground } from '../messaging/index.ts';
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

  useEffect(() => {
    void run(async () => {
      setStatus(await sendToBackground({ type: 'getKeyStatus' }));
      return '';
    });
  }, [run]);

  const save = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      setStatus(await sendToBackground({ type: 'setKey', key: draft }));
      setDraft('');
      return 'Key checked and saved.';
    });
  };
  const clear = () =>
    run(async () => {
      setStatus(await sendToBackground({ type: 'clearKey' }));
      return 'Your key was removed.';
    });
  const check = () =>
    run(async () => {
      setStatus(await sendToBackground({ type: 'checkKey' }));
      return 'Key checked.';
    });

  return (
    <section aria-labelledby="key-heading">
      <h2 id="key-heading">API key</h2>
      <p id="key-status" class="key-status">
        {status
          ? describeKey(status, import.meta.env.MODE === 'production' ? 'publisher' : 'development')
          : 'Loading…'}
      </p>
      <form onSubmit={save} class="key-form">
        <label for="api-key">{status?.source === 'user' ? 'Replace the key' : 'Set a key'}</label>
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
            Check and save
          </button>
          <button
            type="button"
            onClick={check}
            disabled={action.kind === 'busy' || status?.source === 'none'}
          >
            Check again
          </button>
          <button
            type="button"
            onClick={clear}
            disabled={action.kind === 'busy' || status?.source !== 'user'}
          >
            Remove my key
          </button>
        </div>
      </form>
      <ActionFeedback state={action} />
      <details class="key-where" open={status?.source === 'none'}>
        <summary>Where a key comes from</summary>
        <KeyHelp />
      </details>
    </section>
  );
}
