/**
 * Lazily loaded parts that a lazily loaded screen shows too (the error state, the one-item
 * preview): apart from screens.tsx, so that no screen imports the module that loads it.
 */
import { t } from '../i18n/index.ts';
import { lazyComponent } from './lazy.tsx';
import { Progress } from './Progress.tsx';

export const ErrorState = lazyComponent(() => import('./ErrorState.tsx').then((module) => module.ErrorState));
/** The line over a list held on screen through a failed refresh: only when the service is down. */
export const RefreshFailed = lazyComponent(() =>
  import('./results/RefreshFailed.tsx').then((module) => module.RefreshFailed),
);
export const OneItemPreview = lazyComponent(
  () => import('./preview/OneItemPreview.tsx').then((module) => module.OneItemPreview),
  () => <Progress what={t('loadingPreview')} />,
);
