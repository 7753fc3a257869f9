import { describe, expect, it } from 'vitest';
import type { MediaType } from '../../../src/upload/checks.ts';
import { type ChosenFile, createFileChoice } from '../../../src/upload/file-choice.ts';

/** A read of a file's first bytes that ends when the test says. */
function slowRead() {
  const pending = new Map<File, (type: MediaType | null) => void>();
  const failing = new Map<File, (error: Error) => void>();
  const read = (file: File) =>
    new Promise<MediaType | null>((resolve, reject) => {
      pending.set(file, resolve);
      failing.set(file, reject);
    });
  return {
    read,
    finish: (file: File, type: MediaType | null) => pending.get(file)?.(type),
    fail: (file: File) => failing.get(file)?.(new Error('the file is gone')),
  };
}

/** A choice whose reads end when the test says, and what it showed. */
function setUp() {
  const shown: ChosenFile[] = [];
  const reads = slowRead();
  const choice = createFileChoice((chosen) => shown.push(chosen), reads.read);
  return { shown, reads, choice };
}

const gif = (name: string) => new File([new Uint8Array([0x47, 0x49, 0x46])], name, { type: 'image/gif' });

describe('the upload form’s file choice', () => {
  it('a submit right after a choice gets the file once its type is read, not no file', async () => {
    const { shown, reads, choice } = setUp();
    const file = gif('big.gif');
    choice.choose(file);
    // Upload clicked before the read ends.
    const submitted = choice.settled();
    expect(shown).toEqual([]);
    reads.finish(file, 'gif');
    expect(await submitted).toEqual({ file, type: 'gif' });
    expect(shown).toEqual([{ file, type: 'gif' }]);
  });

  it('the last choice wins when an earlier one’s read ends after it', async () => {
    const { shown, reads, choice } = setUp();
    const first = gif('first.gif');
    const second = gif('second.gif');
    choice.choose(first);
    choice.choose(second);
    reads.finish(second, 'gif');
    expect(await choice.settled()).toEqual({ file: second, type: 'gif' });
    reads.finish(first, 'gif');
    await Promise.resolve();
    expect(shown).toEqual([{ file: second, type: 'gif' }]);
  });

  it('a file whose first bytes cannot be read is kept with no known type; removing it leaves none', async () => {
    const { shown, reads, choice } = setUp();
    const file = gif('gone.gif');
    choice.choose(file);
    reads.fail(file);
    expect(await choice.settled()).toEqual({ file, type: null });
    choice.choose(undefined);
    expect(await choice.settled()).toBeNull();
    expect(shown).toEqual([{ file, type: null }, null]);
  });
});
