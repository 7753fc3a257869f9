import { browser } from 'wxt/browser';

/**
 * The view/click/send pingbacks (spec 6) with the random ID: data on how the add-on is used,
 * Firefox's `technicalAndInteraction` category, which Mozilla allows only as optional
 * (https://extensionworkshop.com/documentation/develop/firefox-builtin-data-consent/). Firefox
 * keeps the person's choice as a data collection permission; this module is the one place that
 * reads and changes it. Chrome has no such consent: there they are always sent, as GIPHY's terms
 * require, and the options page says so.
 */
export const USAGE_DATA_CATEGORY = 'technicalAndInteraction';

/** Whether the browser lets the person turn the usage data off (Firefox's built-in data consent). */
export const USAGE_DATA_IS_OPTIONAL: boolean = import.meta.env.FIREFOX;

/** `browser.permissions` with Firefox's `data_collection` field, which the polyfill's types lack. */
interface DataCollectionPermissions {
  contains(permissions: { data_collection: string[] }): Promise<boolean>;
  request(permissions: { data_collection: string[] }): Promise<boolean>;
  remove(permissions: { data_collection: string[] }): Promise<boolean>;
}

export type UsageDataPermissions = Pick<DataCollectionPermissions, 'contains'>;

const request = { data_collection: [USAGE_DATA_CATEGORY] };
const firefoxPermissions = () => browser.permissions as unknown as DataCollectionPermissions;

/**
 * True when the pingbacks may be sent: always in Chrome; in Firefox only while the person has
 * granted the category. An answer that cannot be had counts as no.
 */
export async function mayShareUsageData(
  permissions: UsageDataPermissions = firefoxPermissions(),
  optional: boolean = USAGE_DATA_IS_OPTIONAL,
): Promise<boolean> {
  if (!optional) return true;
  try {
    return await permissions.contains(request);
  } catch {
    return false;
  }
}

/**
 * Turns the sharing on (Firefox asks the person, so call it from a click) or off; resolves with
 * whether it is now on.
 */
export async function setUsageDataSharing(on: boolean): Promise<boolean> {
  const permissions = firefoxPermissions();
  if (on) return permissions.request(request);
  await permissions.remove(request);
  return permissions.contains(request);
}
