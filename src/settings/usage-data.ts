import { browser } from 'wxt/browser';
import { storage } from '../storage/storage-item.ts';

/**
 * The view/click/send pingbacks (docs/interface.md §6) with the random ID: data on how the add-on is used,
 * Firefox's `technicalAndInteraction` category, which Mozilla allows only as optional
 * (https://extensionworkshop.com/documentation/develop/firefox-builtin-data-consent/). The person
 * can turn them off in both browsers: Firefox keeps the choice as a data collection permission
 * (its own consent flow); Chromium has no such consent, so a setting keeps it there, on by default
 * because the interface recommends a pingback for every action. This module is the one place
 * that reads and changes the choice.
 */
export const USAGE_DATA_CATEGORY = 'technicalAndInteraction';

/** Whether Firefox's built-in data consent holds the choice (else the setting below does). */
export const USAGE_DATA_BY_FIREFOX_CONSENT: boolean = import.meta.env.FIREFOX;

/** Chromium's usage-data switch; on until the person turns it off. */
export const shareUsageDataItem = /* @__PURE__ */ storage.defineItem<boolean>('sync:shareUsageData', {
  fallback: true,
});

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
 * True when the pingbacks may be sent: in Firefox while the person has granted the category, in
 * Chromium while the switch is on. Rejects when the answer cannot be had (a worker being stopped):
 * the pingback queue then keeps its events rather than dropping them.
 */
export async function readUsageDataChoice(
  permissions: UsageDataPermissions = firefoxPermissions(),
  byFirefoxConsent: boolean = USAGE_DATA_BY_FIREFOX_CONSENT,
  readSwitch: () => Promise<boolean> = () => shareUsageDataItem.getValue(),
): Promise<boolean> {
  return byFirefoxConsent ? permissions.contains(request) : (await readSwitch()) !== false;
}

/** `readUsageDataChoice`, where an answer that cannot be had counts as no (nothing is sent). */
export function mayShareUsageData(
  permissions: UsageDataPermissions = firefoxPermissions(),
  byFirefoxConsent: boolean = USAGE_DATA_BY_FIREFOX_CONSENT,
  readSwitch: () => Promise<boolean> = () => shareUsageDataItem.getValue(),
): Promise<boolean> {
  return readUsageDataChoice(permissions, byFirefoxConsent, readSwitch).catch(() => false);
}

/**
 * Turns the sharing on (Firefox asks the person, so call it from a click) or off; resolves with
 * whether it is now on.
 */
export async function setUsageDataSharing(on: boolean): Promise<boolean> {
  if (!USAGE_DATA_BY_FIREFOX_CONSENT) {
    await shareUsageDataItem.setValue(on);
    return mayShareUsageData();
  }
  const permissions = firefoxPermissions();
  if (on) return permissions.request(request);
  await permissions.remove(request);
  return permissions.contains(request);
}

/**
 * Calls `onChange` whenever the choice may have changed: Firefox's permission (also from its own
 * add-on manager), or Chromium's setting (also from another device's sync). Returns the unsubscribe.
 */
export function watchUsageDataChoice(onChange: () => void): () => void {
  if (!USAGE_DATA_BY_FIREFOX_CONSENT) return shareUsageDataItem.watch(() => onChange());
  browser.permissions.onAdded.addListener(onChange);
  browser.permissions.onRemoved.addListener(onChange);
  return () => {
    browser.permissions.onAdded.removeListener(onChange);
    browser.permissions.onRemoved.removeListener(onChange);
  };
}
