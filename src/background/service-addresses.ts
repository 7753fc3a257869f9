import type { browser } from 'wxt/browser';
import { locale, t } from '../i18n/index.ts';
import type { AddressSettings, ServiceAddresses } from '../messaging/index.ts';
import { BackgroundError } from '../messaging/index.ts';
import { checkServiceAddress, originPatterns } from '../settings/index.ts';
import type { StateStore } from './state-store.ts';

/** The parts of `browser.permissions` the check needs. */
export type PermissionsLike = Pick<typeof browser.permissions, 'contains'>;

/** A service address as stored (checkServiceAddress), or the error that says why it cannot be. */
export function normalizeAddress(name: string, value: string): string {
  const checked = checkServiceAddress(value);
  if (checked.ok) return checked.address;
  throw new BackgroundError(
    'bad-message',
    checked.problem === 'not-url' ? t('addressNotUrl', name, value) : t('addressNotSecure', name),
  );
}

/**
 * The service addresses: the build's, or the user's (kept in the background's IndexedDB, not in
 * `storage.local`, which a content script could rewrite to send the key elsewhere). A custom
 * address is used only while its host permission is granted; the options page requests it.
 */
export class ServiceAddressStore {
  constructor(
    private readonly state: StateStore,
    private readonly defaults: ServiceAddresses,
    private readonly permissions: PermissionsLike,
  ) {}

  async read(): Promise<AddressSettings> {
    const custom = await this.state.read('serviceAddresses');
    return { ...(custom ?? this.defaults), custom: custom !== undefined, defaults: { ...this.defaults } };
  }

  /** The addresses to send requests to; rejects when a custom address lost its permission. */
  async readUsable(): Promise<ServiceAddresses> {
    const custom = await this.state.read('serviceAddresses');
    if (!custom) return this.defaults;
    await this.requirePermission(custom);
    return custom;
  }

  /** Checks, then keeps the user's addresses. */
  async save(addresses: ServiceAddresses): Promise<AddressSettings> {
    const checked = {
      baseUrl: normalizeAddress(t('serviceAddress'), addresses.baseUrl),
      uploadUrl: normalizeAddress(t('uploadAddress'), addresses.uploadUrl),
    };
    const sameAsDefaults =
      checked.baseUrl === this.defaults.baseUrl && checked.uploadUrl === this.defaults.uploadUrl;
    if (sameAsDefaults) await this.state.remove('serviceAddresses');
    else {
      await this.requirePermission(checked);
      await this.state.write('serviceAddresses', checked);
    }
    return this.read();
  }

  async reset(): Promise<AddressSettings> {
    await this.state.remove('serviceAddresses');
    return this.read();
  }

  private async requirePermission(addresses: ServiceAddresses): Promise<void> {
    const origins = originPatterns(addresses);
    if (!(await this.permissions.contains({ origins }))) {
      const listed = new Intl.ListFormat(locale(), { type: 'conjunction' }).format(origins);
      throw new BackgroundError('permission-missing', t('addressNotAllowed', listed));
    }
  }
}
