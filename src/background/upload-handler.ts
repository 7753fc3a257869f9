/**
 * Uploads (operation 10) for the upload page. The page hands the file over through the
 * extension's IndexedDB (messaging/file-handoff.ts) and the background sends it with its key, so
 * the key never leaves the extension. The bytes' progress goes back to the page as `uploadProgress`
 * events: Firefox's background page sends with its own XMLHttpRequest, Chromium's service worker
 * through its offscreen document (offscreen-upload.ts); failing that, fetch tells only the start
 * and the end.
 */
import { browser } from 'wxt/browser';
import { type Client, uploadGif } from '../client/index.ts';
import { takeFile } from '../messaging/file-handoff.ts';
import type { Handlers } from '../messaging/index.ts';
import { BackgroundError, type UploadProgressEvent } from '../messaging/index.ts';
import type { ClientRequest } from './client-factory.ts';

export function createUploadHandler(
  makeClient: (request: ClientRequest) => Promise<Client>,
  take: typeof takeFile = takeFile,
): Pick<Handlers, 'uploadGif'> {
  return {
    async uploadGif({ fileToken, progressId, ...input }) {
      const file = fileToken === undefined ? undefined : await take(fileToken);
      if (fileToken !== undefined && !file)
        throw new BackgroundError('bad-message', 'The file to upload was not handed over');
      const client = await makeClient({ xhr: true });
      // Kept awake however long it takes, as every answer is (index.ts).
      return uploadGif(client, {
        ...input,
        file,
        onProgress: progressId
          ? ({ loaded, total }) => {
              const event: UploadProgressEvent = { type: 'uploadProgress', progressId, loaded, total };
              // No page listening (the tab closed) is no reason to fail the upload.
              browser.runtime.sendMessage(event).catch(() => undefined);
            }
          : undefined,
      });
    },
  };
}
