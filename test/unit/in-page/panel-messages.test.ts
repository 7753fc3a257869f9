import { describe, expect, it } from 'vitest';
import { isPanelReadyAnswer } from '../../../src/in-page/panel-messages.ts';

describe("the host's answer to the panel's ready", () => {
  it('carries the words of the command as typed on, up to a search text’s 50 code points', () => {
    expect(isPanelReadyAnswer({ words: 'cats' })).toBe(true);
    expect(isPanelReadyAnswer({ words: '' })).toBe(true);
    expect(isPanelReadyAnswer({ words: '😺'.repeat(50) })).toBe(true);
  });

  it('is refused when it is anything else, so the box keeps what it holds', () => {
    for (const answer of [true, undefined, null, 'cats', {}, { words: 7 }, { words: 'a'.repeat(51) }])
      expect(isPanelReadyAnswer(answer), JSON.stringify(answer)).toBe(false);
  });
});
