// @vitest-environment happy-dom
/**
 * The API key's form while the page still asks for the key's status (a worker slow to wake): a key
 * typed and entered at once is saved, and the status that save gives stays when the older answer
 * comes in after it.
 */
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { KeySection } from '../../../src/options/KeySection.tsx';

const root = document.createElement('div');
document.body.append(root);
afterEach(() => {
  render(null, root);
});

it('takes a key entered before the status is in, and keeps the status the save gave', async () => {
  const asked: unknown[] = [];
  let answerStatus: (answer: unknown) => void = () => undefined;
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    asked.push(message);
    const { type } = message as { type: string };
    if (type === 'getKeyStatus') return new Promise((resolve) => (answerStatus = resolve));
    return Promise.resolve({ ok: true, value: { source: 'user' } });
  });
  await act(() => render(h(KeySection, {}), root));
  const field = root.querySelector<HTMLInputElement>('#api-key');
  const submit = root.querySelector<HTMLButtonElement>('button[type=submit]');
  const status = () => root.querySelector('#key-status')?.textContent;
  if (!field || !submit) throw new Error('no key form');

  await act(() => {
    field.value = 'abc123';
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  // Enter submits through the form's default button: it must not wait for the status.
  expect(submit.disabled).toBe(false);
  await act(async () => {
    field.form?.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(asked).toEqual([{ type: 'getKeyStatus' }, { type: 'setKey', key: 'abc123' }]);
  expect(status()).toBe('Your key is set. Not checked yet.');

  await act(async () => {
    answerStatus({ ok: true, value: { source: 'none' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(status()).toBe('Your key is set. Not checked yet.');
});

it('keeps a key typed while the one before it is checked', async () => {
  let answerSave: (answer: unknown) => void = () => undefined;
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    const { type } = message as { type: string };
    if (type === 'setKey') return new Promise((resolve) => (answerSave = resolve));
    return Promise.resolve({ ok: true, value: { source: 'none' } });
  });
  await act(() => render(h(KeySection, {}), root));
  const field = root.querySelector<HTMLInputElement>('#api-key');
  if (!field) throw new Error('no key form');
  const type = (text: string) =>
    act(() => {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });

  await type('first1');
  await act(() => field.form?.requestSubmit());
  await type('second2');
  await act(async () => {
    answerSave({ ok: true, value: { source: 'user' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  expect(root.querySelector('#key-status')?.textContent).toBe('Your key is set. Not checked yet.');
  expect(field.value).toBe('second2');
});
