import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../src/background/index.ts';

export default defineBackground(() => startBackground());
