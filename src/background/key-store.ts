import type { KeyCheck, KeyStatus } from '../messaging/index.ts';
import type { StateStore } from './state-store.ts';

/** The key requests use, with where it came from. */
export interface ActiveKey {
  value: string;
  source: 'user' | 'build';
  check?: KeyCheck | undefined;
}

/**
 * The API key: the user's, else the one this build was made with (the development key of
 * development and test builds, or the publisher key a production build was given), else none. Only the background holds it; pages learn `KeyStatus` and nothing more.
 */
export class KeyStore {
  constructor(
    private readonly state: StateStore,
    private readonly buildKey: string | undefined,
  ) {}

  /** The key to send, or undefined when none is set. */
  async readActive(): Promise<ActiveKey | undefined> {
    const user = await this.state.read('apiKey');
    if (user) return { value: user.value, source: 'user', check: user.check };
    if (this.buildKey === undefined) return undefined;
    return { value: this.buildKey, source: 'build', check: await this.state.read('buildKeyCheck') };
  }

  async readStatus(): Promise<KeyStatus> {
    const active = await this.readActive();
    return active ? { source: active.source, check: active.check } : { source: 'none' };
  }

  /** Stores a key the caller has checked; it replaces the previous one. */
  async saveUserKey(value: string, check: KeyCheck): Promise<void> {
    await this.state.write('apiKey', { value, check });
  }

  /** A clips operation answered 403: the active key is not approved for clips (docs/interface.md §5.5). */
  async noteClipsRefused(now: number): Promise<void> {
    const active = await this.readActive();
    if (!active || active.check?.clips === 'not-approved') return;
    await this.saveCheck(active, { tier: 'unknown', ...active.check, clips: 'not-approved', checkedAt: now });
  }

  /** Records what the active key proved to be. */
  async saveCheck(active: ActiveKey, check: KeyCheck): Promise<void> {
    if (active.source === 'user') await this.state.write('apiKey', { value: active.value, check });
    else await this.state.write('buildKeyCheck', check);
  }

  /** Forgets the user's key; the build's key (if any) applies again. */
  async clearUserKey(): Promise<void> {
    await this.state.remove('apiKey');
  }
}
