import '../ui/index.ts';

export { describeKey } from './describe-key.ts';
export { languageOptions } from './languages.ts';
export { Options } from './Options.tsx';
