import { buildE2eExtensions } from '../e2e/e2e-builds.ts';

/** Builds the four variants the checks read, unless they are built from the current sources. */
export default async function setup(): Promise<void> {
  await buildE2eExtensions();
}
