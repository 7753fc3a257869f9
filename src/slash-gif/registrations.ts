/**
 * The sites where `/gif` works, kept true in three places at once: the list in
 * storage, the host permissions the person granted, and the content scripts registered with
 * `scripting.registerContentScripts` (one per site's match pattern, `persistAcrossSessions`).
 * A site is on only while all three agree: adding needs the permission granted first (the options
 * page asks for it in the click), removing unregisters and gives the permission back, a permission
 * taken away in the browser's own settings takes the site off, and every start reconciles the three
 * (Firefox keeps registered scripts only while it runs).
 */
import { BackgroundError } from '../messaging/index.ts';
import { parseSiteOrigin, sitePattern } from './index.ts';
import { readSlashSites, slashSitesItem } from './site-list.ts';

/** The bundle WXT builds from entrypoints/slash-gif.content.ts. */
export const SLASH_SCRIPT = 'content-scripts/slash-gif.js';
/** Registered scripts of this feature carry this prefix before their match pattern. */
export const SLASH_SCRIPT_ID = 'gifdrop-slash-gif:';

interface RegisteredScript {
  id: string;
  matches?: string[] | undefined;
}

/** The extension APIs this needs, so tests can pass their own. */
export interface SlashSiteApis {
  permissions: {
    contains(permissions: { origins: string[] }): Promise<boolean>;
    remove(permissions: { origins: string[] }): Promise<boolean>;
  };
  scripting: {
    registerContentScripts(
      scripts: {
        id: string;
        matches: string[];
        js: string[];
        allFrames: boolean;
        matchOriginAsFallback?: boolean;
        runAt: 'document_idle';
        persistAcrossSessions: boolean;
      }[],
    ): Promise<unknown>;
    unregisterContentScripts(filter: { ids: string[] }): Promise<unknown>;
    getRegisteredContentScripts(): Promise<RegisteredScript[]>;
  };
}

export interface SlashSitesOptions {
  apis: SlashSiteApis;
  /** Whether a match pattern is needed by something else (a custom service address): kept then. */
  patternInUse?: ((pattern: string) => Promise<boolean>) | undefined;
}

const scriptId = (pattern: string) => `${SLASH_SCRIPT_ID}${pattern}`;

export class SlashSites {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SlashSitesOptions) {}

  /** The sites that are on. */
  async list(): Promise<string[]> {
    return readSlashSites(await slashSitesItem.getValue());
  }

  /** Whether a page at `url` is on a site that is on (its origin exactly, port included). */
  async covers(url: string): Promise<boolean> {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      return false;
    }
    if (!(await this.list()).includes(origin)) return false;
    return this.options.apis.permissions.contains({ origins: [sitePattern(origin)] });
  }

  /** Turns `/gif` on for a site whose permission the person just granted; answers the sites. */
  add(input: string): Promise<string[]> {
    return this.exclusive(async () => {
      const site = parseSiteOrigin(input);
      if (!site.ok) throw new BackgroundError('bad-message', `Not a web site: ${input}`);
      const { apis } = this.options;
      if (!(await apis.permissions.contains({ origins: [site.pattern] })))
        throw new BackgroundError('not-allowed', `No permission for ${site.origin}: nothing was turned on`);
      await this.register([site.pattern]);
      const sites = readSlashSites([...(await this.list()), site.origin]);
      await slashSitesItem.setValue(sites);
      return sites;
    });
  }

  /** Turns `/gif` off for a site: unregisters its script and gives its permission back. */
  remove(origin: string): Promise<string[]> {
    return this.exclusive(async () => {
      const sites = (await this.list()).filter((site) => site !== origin);
      await slashSitesItem.setValue(sites);
      const pattern = sitePattern(origin);
      // Another port of the same host shares the pattern (patterns have no port): keep it for that.
      if (sites.some((site) => sitePattern(site) === pattern)) return sites;
      await this.unregister([pattern]);
      if (!(await this.options.patternInUse?.(pattern))) {
        // A permission the manifest requires (a development build's local hosts) cannot be removed.
        await this.options.apis.permissions.remove({ origins: [pattern] }).catch(() => false);
      }
      return sites;
    });
  }

  /**
   * Makes storage, permissions and registered scripts agree: a site without its permission goes
   * off, a script without its site goes away, a site without its script gets one. Run at every
   * start and when the browser takes a permission away.
   */
  reconcile(): Promise<string[]> {
    return this.exclusive(async () => {
      const { apis } = this.options;
      const stored = await this.list();
      const granted = new Map<string, boolean>();
      for (const pattern of new Set(stored.map(sitePattern)))
        granted.set(pattern, await apis.permissions.contains({ origins: [pattern] }));
      const sites = stored.filter((site) => granted.get(sitePattern(site)));
      if (sites.length !== stored.length) await slashSitesItem.setValue(sites);
      const wanted = new Set(sites.map(sitePattern));
      const registered = (await apis.scripting.getRegisteredContentScripts())
        .map((script) => script.id)
        .filter((id) => id.startsWith(SLASH_SCRIPT_ID))
        .map((id) => id.slice(SLASH_SCRIPT_ID.length));
      await this.unregister(registered.filter((pattern) => !wanted.has(pattern)));
      await this.register([...wanted].filter((pattern) => !registered.includes(pattern)));
      return sites;
    });
  }

  private async register(patterns: string[]): Promise<void> {
    const { scripting } = this.options.apis;
    const present = new Set((await scripting.getRegisteredContentScripts()).map((script) => script.id));
    const missing = patterns.filter((pattern) => !present.has(scriptId(pattern)));
    if (missing.length === 0) return;
    const scripts = (persistAcrossSessions: boolean, matchOriginAsFallback: boolean) =>
      missing.map((pattern) => ({
        id: scriptId(pattern),
        matches: [pattern],
        js: [SLASH_SCRIPT],
        allFrames: true,
        // Editors in a frame of their own without an address (about:blank, srcdoc: TinyMCE's).
        ...(matchOriginAsFallback ? { matchOriginAsFallback } : {}),
        runAt: 'document_idle' as const,
        persistAcrossSessions,
      }));
    // What a browser does not know is dropped, in this order: frames without an address (Chromium
    // 119+), then keeping the script across sessions (every start registers it again: reconcile).
    const attempts = [scripts(true, true), scripts(true, false), scripts(false, false)];
    for (const [index, attempt] of attempts.entries()) {
      try {
        await scripting.registerContentScripts(attempt);
        return;
      } catch (error) {
        if (index === attempts.length - 1) throw error;
      }
    }
  }

  private async unregister(patterns: string[]): Promise<void> {
    const { scripting } = this.options.apis;
    const present = new Set((await scripting.getRegisteredContentScripts()).map((script) => script.id));
    const ids = patterns.map(scriptId).filter((id) => present.has(id));
    if (ids.length > 0) await scripting.unregisterContentScripts({ ids });
  }

  private exclusive<T>(run: () => Promise<T>): Promise<T> {
    const result = this.chain.then(run);
    this.chain = result.catch(() => undefined);
    return result;
  }
}

interface PermissionsEvent {
  addListener(listener: () => void): void;
  removeListener(listener: () => void): void;
}

/**
 * Reconciles now, and again whenever the browser takes a permission away (its site access
 * settings), until `signal` aborts.
 */
export function keepSlashSitesTrue(
  sites: Pick<SlashSites, 'reconcile'>,
  onRemoved: PermissionsEvent | undefined,
  signal?: AbortSignal,
  delayMs = 0,
): void {
  const reconcile = () => void sites.reconcile().catch((error) => console.warn('GifDrop /gif sites:', error));
  const first = setTimeout(reconcile, delayMs);
  signal?.addEventListener('abort', () => clearTimeout(first), { once: true });
  try {
    onRemoved?.addListener(reconcile);
  } catch (error) {
    // An environment that lists the API without implementing it (the unit tests' fake browser).
    console.warn('GifDrop /gif sites: no permissions.onRemoved', error);
    return;
  }
  signal?.addEventListener('abort', () => onRemoved?.removeListener(reconcile), { once: true });
}
