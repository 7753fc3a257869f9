import '../ui/index.ts';

export { FavoritesProvider } from './favorites-context.tsx';
export { Popup } from './Popup.tsx';
export { startTrending } from './trending-handover.ts';
