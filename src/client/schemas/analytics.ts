/** Analytics Object (docs/interface.md §2.8): the tracking URLs of one item. A URL that is not http(s) is dropped. */
import * as v from 'valibot';
import { maybe, webUrl } from './lenient.ts';

/** Its members, one for each user action (docs/interface.md §6). */
export const TRACKED_ACTIONS = ['onload', 'onclick', 'onsent'] as const;

const trackingSchema = maybe(v.object({ url: webUrl }));

export const analyticsSchema = v.object({
  onload: trackingSchema,
  onclick: trackingSchema,
  onsent: trackingSchema,
});

export type Analytics = v.InferOutput<typeof analyticsSchema>;
/** The member of the Analytics Object for each user action (docs/interface.md §6). */
export type TrackedAction = keyof Analytics;
