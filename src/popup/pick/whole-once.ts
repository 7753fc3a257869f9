import type { Item } from '../../client/index.ts';
import { wholeItem } from '../results/whole-item.ts';

const wholes = new WeakMap<Item, Promise<Item>>();

/**
 * `wholeItem`, asked once per copy: a drag readied on hover and the pick that follows share one
 * request. Forgotten when it fails, so the next act asks again. Part of the pick's chunk: the
 * popup's first load does not carry it.
 */
export function wholeItemOnce(item: Item): Promise<Item> {
  const whole = wholes.get(item) ?? wholeItem(item);
  wholes.set(item, whole);
  whole.catch(() => wholes.delete(item));
  return whole;
}
