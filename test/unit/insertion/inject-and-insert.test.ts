import { describe, expect, it, vi } from 'vitest';
import {
  type DeliveryApis,
  INSERT_SCRIPT,
  type InsertOutcome,
  injectAndInsert,
} from '../../../src/insertion/index.ts';

/** Extension APIs that answer as told, recording what they were asked. */
function fakeApis(answer: () => Promise<unknown>, options: { inject?: () => Promise<unknown> } = {}) {
  const apis = {
    scripting: { executeScript: vi.fn(options.inject ?? (async () => [])) },
    tabs: { sendMessage: vi.fn(answer) },
    clipboard: { writeText: vi.fn(async (_text: string) => {}) },
  };
  return apis as typeof apis & DeliveryApis;
}

const inserted: InsertOutcome = { ok: true, technique: 'paste', placement: 'at-caret' };

describe('injectAndInsert', () => {
  it('injects the content script into the frame, sends the text, and reports the insertion', async () => {
    const apis = fakeApis(async () => inserted);
    const outcome = await injectAndInsert(4, 7, 'https://h.test/x.gif', {}, apis);
    expect(outcome).toEqual({ status: 'inserted', technique: 'paste', placement: 'at-caret' });
    expect(apis.scripting.executeScript).toHaveBeenCalledWith({
      target: { tabId: 4, frameIds: [7] },
      files: [INSERT_SCRIPT],
    });
    expect(apis.tabs.sendMessage).toHaveBeenCalledWith(
      4,
      { type: 'gifdrop:insert', text: 'https://h.test/x.gif' },
      { frameId: 7 },
    );
    expect(apis.clipboard.writeText).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<unknown>, (() => Promise<unknown>) | undefined, string]>([
    ['no field had focus', async () => ({ ok: false, reason: 'no-field' }), undefined, 'no-field'],
    [
      'the field is in a cross-origin frame',
      async () => ({ ok: false, reason: 'cross-origin-frame' }),
      undefined,
      'cross-origin-frame',
    ],
    [
      'the text did not show up',
      async () => ({ ok: false, reason: 'not-verified' }),
      undefined,
      'not-verified',
    ],
    [
      'the page may not be scripted',
      async () => inserted,
      async () => {
        throw new Error('Cannot access a chrome:// URL');
      },
      'restricted-page',
    ],
    [
      'nobody answered',
      async () => {
        throw new Error('Could not establish connection. Receiving end does not exist.');
      },
      undefined,
      'no-answer',
    ],
    ['the answer is not an outcome', async () => undefined, undefined, 'no-answer'],
  ])('copies the text to the clipboard when %s', async (_name, answer, inject, reason) => {
    const apis = fakeApis(answer, inject ? { inject } : {});
    const outcome = await injectAndInsert(1, 0, 'https://h.test/x.gif', {}, apis);
    expect(outcome).toEqual({ status: 'copied', reason });
    expect(apis.clipboard.writeText).toHaveBeenCalledWith('https://h.test/x.gif');
  });

  it('does not send the text when the script could not be injected', async () => {
    const apis = fakeApis(async () => inserted, {
      inject: async () => {
        throw new Error('The extensions gallery cannot be scripted.');
      },
    });
    await injectAndInsert(1, 0, 'x', {}, apis);
    expect(apis.tabs.sendMessage).not.toHaveBeenCalled();
  });

  it('fails, saying why, when the clipboard refuses too', async () => {
    const apis = fakeApis(async () => ({ ok: false, reason: 'no-field' }));
    apis.clipboard.writeText.mockRejectedValue(new Error('Document is not focused.'));
    expect(await injectAndInsert(1, 0, 'x', {}, apis)).toEqual({
      status: 'failed',
      reason: 'no-field',
      detail: 'Error: Document is not focused.',
    });
  });
});

describe('injectAndInsert after a failure the page may still turn around', () => {
  const watching = { ok: false, reason: 'not-verified', detail: 'paste: unchanged', watching: true };

  it('copies, then asks once whether the editor inserted late, and reports that insertion', async () => {
    const answers = [watching, { outcome: inserted }];
    const apis = fakeApis(async () => answers.shift());
    const outcome = await injectAndInsert(4, 7, 'https://h.test/x.gif', { spacing: true }, apis);
    expect(outcome).toMatchObject({ status: 'copied', reason: 'not-verified' });
    expect(apis.clipboard.writeText).toHaveBeenCalledWith('https://h.test/x.gif');
    if (outcome.status !== 'copied') throw new Error('not copied');
    await expect(outcome.late).resolves.toEqual({
      status: 'inserted',
      technique: 'paste',
      placement: 'at-caret',
    });
    expect(apis.tabs.sendMessage).toHaveBeenNthCalledWith(
      1,
      4,
      { type: 'gifdrop:insert', text: 'https://h.test/x.gif', spacing: true },
      { frameId: 7 },
    );
    expect(apis.tabs.sendMessage).toHaveBeenNthCalledWith(
      2,
      4,
      { type: 'gifdrop:await-late' },
      { frameId: 7 },
    );
  });

  it.each<[string, () => Promise<unknown>]>([
    ['no late insertion', async () => ({ outcome: null })],
    [
      'a malformed answer',
      async () => ({ outcome: { ok: true, technique: 'telepathy', placement: 'at-caret' } }),
    ],
    [
      'the frame is gone',
      async () => {
        throw new Error('Receiving end does not exist');
      },
    ],
  ])('stays a copy on %s', async (_name, late) => {
    let calls = 0;
    const apis = fakeApis(async () => (calls++ === 0 ? watching : late()));
    const outcome = await injectAndInsert(4, 7, 'https://h.test/x.gif', {}, apis);
    if (outcome.status !== 'copied') throw new Error('not copied');
    await expect(outcome.late).resolves.toBeUndefined();
  });

  it('does not ask about a failure that is final', async () => {
    const apis = fakeApis(async () => ({ ok: false, reason: 'closed-shadow-root' }));
    const outcome = await injectAndInsert(4, 7, 'https://h.test/x.gif', {}, apis);
    expect(outcome).toEqual({ status: 'copied', reason: 'closed-shadow-root' });
    expect(apis.tabs.sendMessage).toHaveBeenCalledTimes(1);
  });
});

describe('injectAndInsert after a success the page may still take back', () => {
  const provisional = { ...inserted, watching: true };

  it('says inserted at once, copies only once the page took the text out, and says so', async () => {
    const answers = [provisional, { outcome: { ok: false, reason: 'reverted' } }];
    const apis = fakeApis(async () => answers.shift());
    const outcome = await injectAndInsert(4, 7, 'https://h.test/x.gif', {}, apis);
    expect(outcome).toMatchObject({ status: 'inserted', placement: 'at-caret' });
    if (outcome.status !== 'inserted') throw new Error('not inserted');
    await expect(outcome.late).resolves.toEqual({ status: 'copied', reason: 'reverted' });
    expect(apis.clipboard.writeText).toHaveBeenCalledWith('https://h.test/x.gif');
  });

  it('stays inserted, nothing copied, when the text stayed', async () => {
    const answers = [provisional, { outcome: null }];
    const apis = fakeApis(async () => answers.shift());
    const outcome = await injectAndInsert(4, 7, 'https://h.test/x.gif', {}, apis);
    if (outcome.status !== 'inserted') throw new Error('not inserted');
    await expect(outcome.late).resolves.toBeUndefined();
    expect(apis.clipboard.writeText).not.toHaveBeenCalled();
  });
});

describe('injectAndInsert: a field too short for the link', () => {
  it('copies and passes on the figures of the limit', async () => {
    const limit = { maxLength: 40, room: 40, length: 97 };
    const apis = fakeApis(async () => ({ ok: false, reason: 'too-long', limit }));
    expect(await injectAndInsert(1, 0, 'x', {}, apis)).toEqual({
      status: 'copied',
      reason: 'too-long',
      limit,
    });
  });

  it.each([{ maxLength: -1, room: 0, length: 9 }, { maxLength: 4, room: '4', length: 9 }, 'forty'])(
    'takes figures that are not whole counts (%j) as no answer',
    async (limit) => {
      const apis = fakeApis(async () => ({ ok: false, reason: 'too-long', limit }));
      expect(await injectAndInsert(1, 0, 'x', {}, apis)).toEqual({ status: 'copied', reason: 'no-answer' });
    },
  );
});
