import { useEffect, useState } from 'preact/hooks';
import { type ServiceStatus, sendToBackground } from '../messaging/index.ts';

export type StatusState =
  | { kind: 'loading' }
  | { kind: 'ready'; status: ServiceStatus }
  | { kind: 'error'; message: string };

/** Asks the background once for the service status; extension pages only show what it says. */
export function useServiceStatus(): StatusState {
  const [state, setState] = useState<StatusState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    sendToBackground<'getStatus'>({ type: 'getStatus' }).then(
      (status) => live && setState({ kind: 'ready', status }),
      (error: unknown) => live && setState({ kind: 'error', message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
