import { exposeEditor, INITIAL_TEXT, mountPoint } from './expose.ts';

/**
 * A chat composer: Send makes the field read-only until the server answers (the test answers,
 * with `__chat.answer()`), then posts the draft and empties the field. The draft (the model)
 * follows `input` events only while not sending: what arrives then is not part of any message.
 */
const field = mountPoint() as HTMLTextAreaElement;
const send = document.getElementById('send') as HTMLButtonElement;
const sentList = document.getElementById('sent') as HTMLOListElement;
field.value = INITIAL_TEXT;
let draft = INITIAL_TEXT;
let sending: string | undefined;
const sent: string[] = [];
field.addEventListener('input', () => {
  if (sending === undefined) draft = field.value;
});
send.addEventListener('click', () => {
  if (sending !== undefined) return;
  sending = draft;
  field.readOnly = true;
  send.disabled = true;
});

declare global {
  interface Window {
    __chat?: { answer(): void; sent(): string[]; sending(): boolean };
  }
}
window.__chat = {
  answer() {
    if (sending === undefined) return;
    sent.push(sending);
    const item = document.createElement('li');
    item.textContent = sending;
    sentList.append(item);
    sending = undefined;
    draft = '';
    field.value = '';
    field.readOnly = false;
    send.disabled = false;
  },
  sent: () => [...sent],
  sending: () => sending !== undefined,
};
exposeEditor({ getText: () => draft, settled: () => sending === undefined });
