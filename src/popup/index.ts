import '../ui/index.ts';

export { startTrending } from '../first-paint/trending-handover.ts';
export { drawPopup } from './draw-popup.tsx';
export { FavoritesProvider } from './favorites/favorites-context.tsx';
export { Popup } from './Popup.tsx';
