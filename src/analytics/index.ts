/** Page-side helpers for registering user actions (docs/interface.md §6); the background queues and sends them. */
export { createViewTracker, type TrackEvent, type TrackedItem, type ViewTracker } from './view-tracker.ts';
