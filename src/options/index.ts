import '../ui/index.ts';

export { Options } from './Options.tsx';
