import { type ChangeEvent, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/** The value React holds in state, updated on every render: the model the tests read. */
let stateValue = INITIAL_TEXT;
const tag = document.body.dataset.field === 'textarea' ? 'textarea' : 'input';

function ControlledField() {
  const [value, setValue] = useState(INITIAL_TEXT);
  stateValue = value;
  return createElement(tag, {
    id: 'field',
    'aria-label': 'Message',
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(event.target.value),
  });
}

createRoot(mountPoint('root')).render(createElement(ControlledField));
exposeEditor({ getText: () => stateValue });
