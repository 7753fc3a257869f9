/**
 * What only some screens need, loaded when first shown (a few milliseconds from the extension's
 * own files): every open of the popup pays for the rest (budget in `npm run bench`).
 */
import { t } from '../i18n/index.ts';
import { lazyComponent } from './lazy.tsx';
import { Progress } from './Progress.tsx';

export const Categories = lazyComponent(
  () => import('./search/Categories.tsx').then((module) => module.Categories),
  () => <Progress what={t('loadingCategories')} />,
);
export const Detail = lazyComponent(() => import('./preview/Detail.tsx').then((module) => module.Detail));
export const Variations = lazyComponent(() =>
  import('./preview/Variations.tsx').then((module) => module.Variations),
);
export const ClipsBlocked = lazyComponent(() =>
  import('./ErrorState.tsx').then((module) => module.ClipsBlocked),
);
/** The answer of translate, random or a pasted link: shown only when asked for (its own Progress while it loads). */
export const OneItemScreen = lazyComponent(
  () => import('./preview/OneItemScreen.tsx').then((module) => module.OneItemScreen),
  () => <Progress what={t('loadingPreview')} />,
);

export { ErrorState, OneItemPreview } from './screen-parts.tsx';
