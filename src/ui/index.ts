import './theme.css';

export { type StatusState, useServiceStatus } from './use-service-status.ts';
export { useStorageItem } from './use-storage-item.ts';
export { useTheme } from './use-theme.ts';
