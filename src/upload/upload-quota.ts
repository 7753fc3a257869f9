/**
 * docs/interface.md §8: a rate-limited key may upload 10 times a day. The page counts this browser's uploads of
 * the last 24 hours to say how many are left (uploads from elsewhere are unknown to it; the
 * service's 429 has the last word).
 */
import { storage } from '../storage/storage-item.ts';

export const UPLOADS_PER_DAY = 10;
const DAY_MS = 86_400_000;

const uploadTimesItem = /* @__PURE__ */ storage.defineItem<number[]>('local:uploadTimes', {
  fallback: [],
});

async function recentTimes(now: number): Promise<number[]> {
  const stored = await uploadTimesItem.getValue();
  return Array.isArray(stored)
    ? stored.filter((time): time is number => typeof time === 'number' && time > now - DAY_MS && time <= now)
    : [];
}

/** Uploads left today by this browser's count. */
export async function uploadsLeft(now = Date.now()): Promise<number> {
  return Math.max(0, UPLOADS_PER_DAY - (await recentTimes(now)).length);
}

export async function countUpload(now = Date.now()): Promise<void> {
  await uploadTimesItem.setValue([...(await recentTimes(now)), now]);
}
