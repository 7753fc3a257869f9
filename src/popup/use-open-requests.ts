import { useEffect, useRef } from 'preact/hooks';
import type { PickerHost } from './picker-host.ts';
import { itemFromQuery } from './preview/one-item-requests.ts';
import type { useOneItem } from './preview/use-one-item.ts';

/**
 * What the picker was opened for, asked once at open: "GIF for this text" (the words' one GIF
 * first; Back shows the search for them), or ?item=<id>&from=upload (the upload page's Insert:
 * that item, ready to insert).
 */
export function useOpenRequests(host: PickerHost | undefined, run: ReturnType<typeof useOneItem>['run']) {
  const atOpen = useRef(() => {
    if (host?.translate) run('translate', 'gifs', host.translate);
    const item = itemFromQuery(location.search);
    if (item) run(item.mode, 'gifs', item.id);
  });
  useEffect(() => atOpen.current(), []);
}
