import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Item } from '../client/index.ts';
import { sendToBackground } from '../messaging/index.ts';
import { AttributionMark, useTheme } from '../ui/index.ts';
import {
  checkUploadForm,
  describeBytes,
  type KeyAbilities,
  type MediaType,
  sniffMediaType,
} from './checks.ts';
import { type ChosenFile, createFileChoice } from './file-choice.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { uploadsLeft } from './upload-quota.ts';
import { useUpload } from './use-upload.ts';
import { mayUploadAddress } from './website-content.ts';
import './upload.css';
import { plural, t } from '../i18n/index.ts';

/** What the key may do, from the background's last check of it (the key itself stays there). */
function useKeyAbilities(): KeyAbilities & { limited: boolean; refresh(): void } {
  const [abilities, setAbilities] = useState<KeyAbilities & { limited: boolean }>({
    approved: 'unknown',
    limited: false,
  });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after each upload (round).
  useEffect(() => {
    void sendToBackground({ type: 'getKeyStatus' })
      .then(async (status) => {
        const check = status.check;
        const limited = check?.tier === 'beta' || check?.tier === 'rate-limited';
        setAbilities({
          approved: check?.clips === 'approved' ? true : check?.clips === 'not-approved' ? false : 'unknown',
          limited,
          uploadsLeft: limited ? await uploadsLeft() : undefined,
        });
      })
      .catch(() => undefined);
  }, [round]);
  return { ...abilities, refresh: () => setRound((count) => count + 1) };
}

async function readType(file: File): Promise<MediaType | null> {
  return sniffMediaType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

/**
 * The upload page (a tab: a file dialog would close a popup): a file dropped or chosen, or a URL;
 * tags, the source page, and a channel username for approved keys. Checks what it can before
 * sending, shows the bytes going up, then the new GIF with Insert and Copy link.
 */
export function UploadPage() {
  useTheme();
  const params = new URLSearchParams(location.search);
  const tab = params.get('tab');
  const frame = params.get('frame');
  const [file, setFile] = useState<ChosenFile>(null);
  const [fileChoice] = useState(() => createFileChoice(setFile, readType));
  const [url, setUrl] = useState(params.get('url') ?? '');
  const [tags, setTags] = useState('');
  const [sourcePostUrl, setSourcePostUrl] = useState('');
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState('');
  const [dragging, setDragging] = useState(false);
  const [status, setStatus] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const key = useKeyAbilities();
  const { state, upload, reset } = useUpload(key.limited);
  // biome-ignore lint/correctness/useExhaustiveDependencies: an upload done changes the count left.
  useEffect(() => {
    if (state.phase === 'done' || state.phase === 'error') key.refresh();
    // The progress, the problem or the new GIF sit under the form: bring them into view.
    if (state.phase !== 'idle') outcome.current?.scrollIntoView({ block: 'nearest' });
  }, [state.phase]);

  function choose(chosen: File | undefined) {
    setProblem('');
    fileChoice.choose(chosen);
  }

  /** Empties the form for the next upload: what went up cannot be sent again by a second click. */
  function clearForm() {
    fileChoice.choose(undefined);
    setUrl('');
    setTags('');
    setSourcePostUrl('');
    setUsername('');
    // The same file chosen again must still fire `change`.
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(event: Event) {
    event.preventDefault();
    // A file chosen a moment ago may still be read: its type is waited for, not taken as none.
    const chosen = await fileChoice.settled();
    const form = {
      file: chosen ? { size: chosen.file.size, name: chosen.file.name, type: chosen.type } : null,
      url,
      username,
    };
    const refused = checkUploadForm(form, key);
    setProblem(refused ?? '');
    if (refused) return;
    if (!chosen && !(await mayUploadAddress())) return setProblem(t('uploadAddressNotAllowed'));
    const tagList = tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    setStatus('');
    if (await upload({ file: chosen?.file ?? null, url, tags: tagList, sourcePostUrl, username }))
      clearForm();
  }

  const sending = state.phase === 'sending' || state.phase === 'processing';
  const message = problem || (state.phase === 'error' ? state.message : '');
  return (
    <main class="upload">
      <header class="upload-header">
        <img src="/icon/48.png" alt="" width={32} height={32} />
        <h1>{t('menuUpload')}</h1>
      </header>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset disabled={sending}>
          <section
            aria-label={t('fileToUpload')}
            class={`drop${dragging ? ' dragging' : ''}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              choose(event.dataTransfer?.files[0]);
            }}
          >
            <p>{t('dropHere')}</p>
            <button type="button" class="button" onClick={() => fileInput.current?.click()}>
              {t('chooseFile')}
            </button>
            <input
              ref={fileInput}
              type="file"
              class="visually-hidden"
              aria-label={t('chooseFile')}
              accept="image/gif,video/mp4,video/quicktime,video/webm"
              onChange={(event) => choose(event.currentTarget.files?.[0])}
            />
            {file && (
              <p class="chosen">
                {file.file.name}, {describeBytes(file.file.size)}{' '}
                <button type="button" class="link" onClick={() => choose(undefined)}>
                  {t('remove')}
                </button>
              </p>
            )}
          </section>
          {/* A web address reads left to right in every language ("https://", not "//:https"). */}
          <label>
            {t('uploadUrlLabel')}
            <input
              type="url"
              dir="ltr"
              value={url}
              disabled={file !== null}
              placeholder="https://"
              onInput={(event) => setUrl(event.currentTarget.value)}
            />
          </label>
          <label>
            {t('uploadTagsLabel')}
            <input type="text" value={tags} onInput={(event) => setTags(event.currentTarget.value)} />
          </label>
          <label>
            {t('uploadSourceLabel')}
            <input
              type="url"
              dir="ltr"
              value={sourcePostUrl}
              placeholder="https://"
              onInput={(event) => setSourcePostUrl(event.currentTarget.value)}
            />
          </label>
          <label>
            {t('uploadUsernameLabel')}
            <input type="text" value={username} onInput={(event) => setUsername(event.currentTarget.value)} />
          </label>
          {key.uploadsLeft !== undefined && <p class="quota">{plural('uploadsLeft', key.uploadsLeft)}</p>}
          <button type="submit" class="button primary">
            {t('upload')}
          </button>
        </fieldset>
      </form>
      <div ref={outcome}>
        <UploadProgress state={state} />
        {message && (
          <p class="problem" role="alert">
            {message}
          </p>
        )}
        {state.phase === 'done' && (
          <section class="result" aria-label={t('uploaded')}>
            <h2>{t('uploadedHeading')}</h2>
            <UploadedItem item={state.item} />
            <div class="actions">
              <button
                type="button"
                class="button primary"
                onClick={() => void openPickerWith(state.item.id, tab, frame)}
              >
                {t('insert')}
              </button>
              <button
                type="button"
                class="button"
                onClick={() => {
                  const link = state.item.url;
                  if (!link || !/^https?:\/\//i.test(link)) return setStatus(t('noLinkYet'));
                  navigator.clipboard.writeText(link).then(
                    () => setStatus(t('linkCopied')),
                    () => setStatus(t('linkCopyFailed')),
                  );
                }}
              >
                {t('copyLink')}
              </button>
              <button
                type="button"
                class="button"
                onClick={() => {
                  reset();
                  setStatus('');
                  clearForm();
                }}
              >
                {t('uploadAnother')}
              </button>
            </div>
          </section>
        )}
        <p class="status" role="status">
          {status}
        </p>
      </div>
      <footer class="upload-footer">
        <AttributionMark />
      </footer>
    </main>
  );
}

/**
 * Insert: the picker, in a small window acting on the tab the upload page was opened for, showing
 * the new GIF ready to insert (the picker's insertion, verified, with its send registration).
 */
async function openPickerWith(id: string, tab: string | null, frame: string | null): Promise<void> {
  const params = new URLSearchParams({ item: id, from: 'upload' });
  if (tab && /^\d+$/.test(tab)) params.set('tab', tab);
  if (frame && /^\d+$/.test(frame)) params.set('frame', frame);
  await browser.windows.create({
    url: browser.runtime.getURL(`/popup.html?${params}`),
    type: 'popup',
    width: 420,
    height: 620,
  });
}

function UploadedItem(props: { item: Item }) {
  const images = props.item.images ?? {};
  // The one GIF to show at this size; the page does not need the popup's rendition chooser.
  const gif = images.fixed_width?.url ?? images.downsized?.url ?? images.original?.url;
  const video = images.original?.mp4;
  const label = props.item.alt_text || props.item.title || t('yourUpload');
  if (gif && /^https?:\/\//i.test(gif)) return <img class="uploaded" src={gif} alt={label} />;
  if (video && /^https?:\/\//i.test(video))
    return <video class="uploaded" src={video} muted loop autoPlay playsInline aria-label={label} />;
  return <p>{label}</p>;
}
