import type { StatusState } from '../ui/index.ts';

/** The popup's one-line summary of the service status, kept apart from markup so it is testable. */
export interface StatusSummary {
  text: string;
  tone: 'ok' | 'warn' | 'muted';
  /** Whether to offer the options page, where the key will be set. */
  linkToOptions: boolean;
}

export function describeStatus(state: StatusState): StatusSummary {
  switch (state.kind) {
    case 'loading':
      return { text: 'Checking the service…', tone: 'muted', linkToOptions: false };
    case 'error':
      return {
        text: `GifDrop's background is not answering (${state.message})`,
        tone: 'warn',
        linkToOptions: false,
      };
    case 'ready':
      return state.status.hasKey
        ? { text: `Connected to ${new URL(state.status.baseUrl).host}`, tone: 'ok', linkToOptions: false }
        : { text: 'No API key set', tone: 'warn', linkToOptions: true };
  }
}
