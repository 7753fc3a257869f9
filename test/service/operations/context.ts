import type { CatalogueItem } from '../catalogue/index.ts';
import type { SeededRandom } from '../catalogue/random.ts';
import { ApiError } from '../http/api-error.ts';
import type { Params } from '../http/params.ts';
import type { KeyKind, KeyPolicy } from '../keys.ts';
import { type RenderContext, renderGif } from '../render/gif-object.ts';
import type { World } from '../world.ts';

/** Everything an operation sees of one request. */
export interface OperationContext {
  params: Params;
  /** Decoded path parameters captured by the operation's pattern. */
  path: string[];
  world: World;
  render: RenderContext;
  keyKind: KeyKind | null;
  policy: KeyPolicy | null;
  random: SeededRandom;
}

export interface OperationAnswer {
  /** HTTP status; 200 unless said. */
  status?: number;
  body: Record<string, unknown>;
}

export interface Operation {
  id: string;
  method: 'GET' | 'POST';
  pattern: RegExp;
  /** `required`: 401 without a valid key (docs/interface.md §5.4). `optional`: emoji (docs/interface.md §5.2). */
  auth: 'required' | 'optional';
  /** Shape of `data` for the synthetic response (docs/interface.md §7.2). */
  shape: 'list' | 'single';
  handle(ctx: OperationContext): OperationAnswer | Promise<OperationAnswer>;
}

/** A page of `items` with the Pagination Object (docs/interface.md §2.2). */
export function page(
  ctx: OperationContext,
  items: CatalogueItem[],
  offset: number,
  limit: number,
): OperationAnswer {
  // Items taken down through the control API leave every list at once.
  const listed = items.filter((item) => !ctx.world.isRemoved(item.id));
  const slice = listed.slice(offset, offset + limit);
  return {
    body: {
      data: slice.map((item) => renderGif(item, ctx.render)),
      pagination: { total_count: listed.length, count: slice.length, offset },
    },
  };
}

export function single(ctx: OperationContext, item: CatalogueItem | undefined): OperationAnswer {
  return { body: { data: item ? renderGif(item, ctx.render) : [] } };
}

/** docs/interface.md §5.5: clips need an approved application. */
export function requireClipsApproval(ctx: OperationContext): void {
  if (!ctx.policy?.clipsAllowed) {
    throw new ApiError(403, 'Forbidden: this application is not approved for clips');
  }
}
