/**
 * One upload from the page: hands the file to the background (the key stays there), follows the
 * progress the background reports, then fetches the new item by id and adds it to Recents.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Item } from '../client/index.ts';
import { t } from '../i18n/index.ts';
import { dropFile, handOverFile } from '../messaging/file-handoff.ts';
import { sendToBackground, type UploadProgressEvent } from '../messaging/index.ts';
import { describeUploadError } from './describe-upload-error.ts';
import { countUpload } from './upload-quota.ts';

export interface UploadFields {
  file: File | null;
  url: string;
  tags: string[];
  sourcePostUrl: string;
  username: string;
}

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; loaded: number; total: number }
  /** The service has the bytes (or the URL) and is making the GIF; its item is being fetched. */
  | { phase: 'processing'; total: number }
  | { phase: 'done'; item: Item }
  | { phase: 'error'; message: string };

const isProgress = (message: unknown, progressId: string): message is UploadProgressEvent =>
  typeof message === 'object' &&
  message !== null &&
  (message as UploadProgressEvent).type === 'uploadProgress' &&
  (message as UploadProgressEvent).progressId === progressId &&
  typeof (message as UploadProgressEvent).loaded === 'number' &&
  typeof (message as UploadProgressEvent).total === 'number';

export function useUpload(limited: boolean) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const stopListening = useRef<(() => void) | null>(null);
  useEffect(() => () => stopListening.current?.(), []);

  /** Resolves true once the service took the upload (even if the new GIF cannot be shown). */
  async function upload(fields: UploadFields): Promise<boolean> {
    const progressId = crypto.randomUUID();
    const total = fields.file?.size ?? 0;
    setState({ phase: 'sending', loaded: 0, total });
    // Only the background's progress counts: it is the one sending the bytes.
    const listener = (message: unknown, sender: { id?: string | undefined; tab?: unknown }) => {
      if (sender.id !== browser.runtime.id || sender.tab || !isProgress(message, progressId)) return;
      setState((previous) =>
        previous.phase === 'sending'
          ? { phase: 'sending', loaded: message.loaded, total: message.total || previous.total }
          : previous,
      );
    };
    browser.runtime.onMessage.addListener(listener);
    stopListening.current = () => browser.runtime.onMessage.removeListener(listener);
    let fileToken: string | undefined;
    try {
      fileToken = fields.file ? await handOverFile(fields.file) : undefined;
      const { id } = await sendToBackground({
        type: 'uploadGif',
        fileToken,
        fileName: fields.file?.name,
        sourceImageUrl: fields.file ? undefined : fields.url.trim(),
        tags: fields.tags.length > 0 ? fields.tags : undefined,
        sourcePostUrl: fields.sourcePostUrl.trim() || undefined,
        username: fields.username.trim() || undefined,
        progressId,
      });
      if (limited) await countUpload();
      setState({ phase: 'processing', total });
      await sendToBackground({ type: 'recordRecent', id, kind: 'gif' }).catch(() => undefined);
      try {
        setState({ phase: 'done', item: await sendToBackground({ type: 'getGif', id }) });
      } catch (error) {
        const why = describeUploadError(error, false);
        setState({ phase: 'error', message: t('uploadedNotShown', id, why) });
      }
      return true;
    } catch (error) {
      if (fileToken) void dropFile(fileToken).catch(() => undefined);
      setState({ phase: 'error', message: describeUploadError(error, fields.username.trim() !== '') });
      return false;
    } finally {
      stopListening.current?.();
      stopListening.current = null;
    }
  }

  return { state, upload, reset: () => setState({ phase: 'idle' }) };
}
