import { describe, expect, it } from 'vitest';
import type { DeliveryOutcome } from '../../../../src/insertion/inject-and-insert.ts';
import { settlePick } from '../../../../src/popup/pick/settle-pick.ts';

/** A late outcome the test releases when it wants, as the content script answers after its watch. */
function lateAnswer() {
  let answer: (outcome: DeliveryOutcome | undefined) => void = () => undefined;
  const late = new Promise<DeliveryOutcome | undefined>((resolve) => {
    answer = resolve;
  });
  return { late, answer };
}

async function settle(result: Parameters<typeof settlePick>[0]) {
  const said: string[] = [];
  let settled = false;
  const done = settlePick(result, { say: (text) => said.push(text), offer: () => undefined }).then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { said, done, settled: () => settled };
}

describe('settling a pick: final only once the page has had its say', () => {
  it('a copy with a watch pending is not final until the watch answers; an insertion after all is said', async () => {
    const { late, answer } = lateAnswer();
    const pick = await settle({ status: 'copied', reason: 'not-verified', late });
    expect(pick.said).toEqual(["Copied — the page didn't accept the text; press Ctrl+V"]);
    expect(pick.settled()).toBe(false);
    answer({ status: 'inserted', technique: 'paste', placement: 'at-caret' });
    await pick.done;
    expect(pick.said.at(-1)).toBe('Inserted');
  });

  it('an insertion the page took out is corrected, and final then', async () => {
    const { late, answer } = lateAnswer();
    const pick = await settle({ status: 'inserted', technique: 'paste', placement: 'at-caret', late });
    expect(pick.said).toEqual(['Inserted']);
    expect(pick.settled()).toBe(false);
    answer({ status: 'copied', reason: 'reverted' });
    await pick.done;
    expect(pick.said.at(-1)).toBe('Copied — the page removed the link; press Ctrl+V');
  });
});
