import '../ui/index.ts';

export { Popup } from './Popup.tsx';
