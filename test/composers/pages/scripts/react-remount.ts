import { type ChangeEvent, createElement, useLayoutEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/**
 * A composer keyed by its value, so every change replaces the textarea with a new one (seen in
 * apps that key a field by its draft): the new field takes the focus and the caret where the old
 * one had them. React's state is the model.
 */
let stateValue = INITIAL_TEXT;
let remounts = 0;

function Field(props: { value: string; caret: number; onChange(value: string, caret: number): void }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field || props.caret < 0) return;
    remounts++;
    field.focus();
    field.setSelectionRange(props.caret, props.caret);
  }, [props.caret]);
  return createElement('textarea', {
    ref,
    id: 'field',
    'aria-label': 'Message',
    value: props.value,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) =>
      props.onChange(event.target.value, event.target.selectionEnd),
  });
}

function Composer() {
  const [draft, setDraft] = useState({ value: INITIAL_TEXT, caret: -1 });
  stateValue = draft.value;
  return createElement(Field, {
    key: draft.value,
    value: draft.value,
    caret: draft.caret,
    onChange: (value, caret) => setDraft({ value, caret }),
  });
}

createRoot(mountPoint('root')).render(createElement(Composer));

declare global {
  interface Window {
    __remounts?: () => number;
  }
}
window.__remounts = () => remounts;
exposeEditor({ getText: () => stateValue });
