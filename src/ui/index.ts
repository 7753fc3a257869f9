import './theme.css';

export { AttributionMark } from './AttributionMark.tsx';
export { useStorageItem } from './use-storage-item.ts';
export { useTheme } from './use-theme.ts';
