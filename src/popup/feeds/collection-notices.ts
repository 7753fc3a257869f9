/** What loading Recent or Favorites found (items gone), for the popup's status line. */
type Listener = (message: string) => void;
const listeners = new Set<Listener>();

/** Hears what a load had to say; returns the unsubscribe. */
export function onCollectionNotice(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function sayCollectionNotice(message: string): void {
  for (const listener of listeners) listener(message);
}
