import '../ui/index.ts';

export { describeStatus, type StatusSummary } from './describe-status.ts';
export { Popup } from './Popup.tsx';
