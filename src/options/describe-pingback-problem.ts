import { t } from '../i18n/index.ts';
import type { PingbackProblem } from '../messaging/index.ts';

/** The last pingback problem in the person's language (the background keeps it as data). */
export function describePingbackProblem(problem: PingbackProblem): string {
  switch (problem.problem) {
    case 'answered':
      return t('pingbackAnswered', String(problem.status));
    case 'unreachable':
      return t('pingbackUnreachable');
    case 'no-permission':
      return t('pingbackNoPermission', problem.origin);
    case 'invalid-url':
      return t('pingbackInvalidUrl');
    case 'no-random-id':
      return t('pingbackNoRandomId');
  }
}
