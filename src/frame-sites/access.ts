/**
 * The sites whose frames GifDrop may insert into: the list in storage and the host permission the
 * person granted for each, kept true together. Adding needs the permission granted first (the
 * popup asks for it in the click); removing gives it back unless something else needs the same
 * pattern; a site whose permission is gone (taken away in the browser's settings) is not listed.
 */
import { BackgroundError } from '../messaging/index.ts';
import { parseSiteOrigin, sitePattern } from '../slash-gif/index.ts';
import { frameSitesItem, readFrameSites } from './allowed-sites.ts';

/** The extension APIs this needs, so tests can pass their own. */
export interface FrameSiteApis {
  permissions: {
    contains(permissions: { origins: string[] }): Promise<boolean>;
    remove(permissions: { origins: string[] }): Promise<boolean>;
  };
}

export interface FrameSitesOptions {
  apis: FrameSiteApis;
  /** Whether a match pattern is needed by something else (a `/gif` site, a service address). */
  patternInUse?: ((pattern: string) => Promise<boolean>) | undefined;
}

export class FrameSites {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: FrameSitesOptions) {}

  /** The sites allowed, as stored (whether each still has its permission is `reconcile`'s job). */
  async list(): Promise<string[]> {
    return readFrameSites(await frameSitesItem.getValue());
  }

  /** Adds a site whose permission the person just granted; answers the sites. */
  add(input: string): Promise<string[]> {
    return this.exclusive(async () => {
      const site = parseSiteOrigin(input);
      if (!site.ok) throw new BackgroundError('bad-message', `Not a web site: ${input}`);
      if (!(await this.options.apis.permissions.contains({ origins: [site.pattern] })))
        throw new BackgroundError('not-allowed', `No permission for ${site.origin}: nothing was allowed`);
      const sites = readFrameSites([...(await this.list()), site.origin]);
      await frameSitesItem.setValue(sites);
      return sites;
    });
  }

  /** Takes a site off and gives its permission back (unless another site or feature needs it). */
  remove(origin: string): Promise<string[]> {
    return this.exclusive(async () => {
      const sites = (await this.list()).filter((site) => site !== origin);
      await frameSitesItem.setValue(sites);
      const pattern = sitePattern(origin);
      // Another port of the same host shares the pattern (patterns have no port): keep it for that.
      if (sites.some((site) => sitePattern(site) === pattern)) return sites;
      if (!(await this.options.patternInUse?.(pattern))) {
        // A permission the manifest requires (a development build's local hosts) cannot be removed.
        await this.options.apis.permissions.remove({ origins: [pattern] }).catch(() => false);
      }
      return sites;
    });
  }

  /** Whether a pattern is one of these sites' (so another feature keeps its permission). */
  async uses(pattern: string): Promise<boolean> {
    return (await this.list()).some((site) => sitePattern(site) === pattern);
  }

  /** Drops the sites whose permission the browser no longer grants. */
  reconcile(): Promise<string[]> {
    return this.exclusive(async () => {
      const stored = await this.list();
      const granted: string[] = [];
      for (const site of stored)
        if (await this.options.apis.permissions.contains({ origins: [sitePattern(site)] }))
          granted.push(site);
      if (granted.length !== stored.length) await frameSitesItem.setValue(granted);
      return granted;
    });
  }

  private exclusive<T>(run: () => Promise<T>): Promise<T> {
    const result = this.chain.then(run);
    this.chain = result.catch(() => undefined);
    return result;
  }
}
