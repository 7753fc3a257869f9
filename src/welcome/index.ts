import '../ui/index.ts';

export { Welcome } from './Welcome.tsx';
