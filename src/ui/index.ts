import './theme.css';

export { useStorageItem } from './use-storage-item.ts';
export { useTheme } from './use-theme.ts';
