import { describe, expect, it } from 'vitest';
import {
  mayShareUsageData,
  readUsageDataChoice,
  shareUsageDataItem,
  USAGE_DATA_CATEGORY,
} from '../../../src/settings/usage-data.ts';

describe('mayShareUsageData', () => {
  const permissions = (answer: boolean | Error) => {
    const asked: unknown[] = [];
    return {
      asked,
      contains: async (request: { data_collection: string[] }) => {
        asked.push(request);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    };
  };

  it('where the data is optional (Firefox), asks for the technicalAndInteraction grant', async () => {
    const granted = permissions(true);
    expect(await mayShareUsageData(granted, true)).toBe(true);
    expect(granted.asked).toEqual([{ data_collection: [USAGE_DATA_CATEGORY] }]);
    expect(USAGE_DATA_CATEGORY).toBe('technicalAndInteraction');
    expect(await mayShareUsageData(permissions(false), true)).toBe(false);
  });

  it('an answer that cannot be had counts as no; read plainly, it is no answer', async () => {
    expect(await mayShareUsageData(permissions(new Error('Unexpected property')), true)).toBe(false);
    await expect(readUsageDataChoice(permissions(new Error('Unexpected property')), true)).rejects.toThrow();
    const failingSwitch = async (): Promise<boolean> => {
      throw new Error('Extension context invalidated.');
    };
    await expect(readUsageDataChoice(permissions(true), false, failingSwitch)).rejects.toThrow();
  });

  it('where the browser has no such consent (Chromium), follows the switch, on until turned off', async () => {
    const never = permissions(new Error('not asked'));
    expect(await mayShareUsageData(never, false, async () => true)).toBe(true);
    expect(await mayShareUsageData(never, false, async () => false)).toBe(false);
    expect(never.asked).toEqual([]);
    // The setting itself: on by default, off once turned off.
    expect(await mayShareUsageData(never, false)).toBe(true);
    await shareUsageDataItem.setValue(false);
    expect(await mayShareUsageData(never, false)).toBe(false);
    await shareUsageDataItem.setValue(true);
    expect(await mayShareUsageData(never, false)).toBe(true);
  });
});
