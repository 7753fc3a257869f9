import { useCallback, useState } from 'preact/hooks';

/** Where a user-started action is: running, done (with what to announce), or failed. */
export type ActionState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/** Runs one action at a time and keeps its outcome for `ActionFeedback` to announce. */
export function useAction(): [ActionState, (work: () => Promise<string>) => Promise<void>] {
  const [state, setState] = useState<ActionState>({ kind: 'idle' });
  const run = useCallback(async (work: () => Promise<string>) => {
    setState({ kind: 'busy' });
    try {
      setState({ kind: 'done', message: await work() });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);
  return [state, run];
}
