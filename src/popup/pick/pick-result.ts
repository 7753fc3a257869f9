import type { DeliveryOutcome } from '../../insertion/index.ts';

/** What became of a pick, as the picker tells it. */
export type PickResult =
  | (DeliveryOutcome & { frameOffer?: FrameOffer })
  | { status: 'unsupported'; detail: string }
  | { status: 'copied-link'; reason: 'no-tab' }
  /** The person did not allow the frame's site: the link stays copied, the offer stays. */
  | { status: 'frame-denied'; frameOffer: FrameOffer };

/** What a pick copied because its field is in a frame of `origin`, and how to insert there instead. */
export interface FrameOffer {
  origin: string;
  /** The site as the person reads it: `disqus.com`, with its port if it has one. */
  site: string;
  /** Asks for the site (call it in the click), then inserts; `frame-denied` when the person said no. */
  allow(): Promise<PickResult>;
}
