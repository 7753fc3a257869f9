import { delayedModel } from './delayed-model.ts';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

// A plain-text-only field (the browser takes no markup into it) whose page saves its text into
// its own state a while after each change.
const field = mountPoint();
field.textContent = INITIAL_TEXT;
const model = delayedModel(() => field.textContent ?? '', 120);
field.addEventListener('input', () => model.schedule());
exposeEditor({ getText: () => model.text, settled: () => model.settled() });
