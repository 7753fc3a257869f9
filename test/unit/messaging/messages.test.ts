import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Content } from '../../../src/client/index.ts';
import type {
  AnswerOf,
  CheckedRequest,
  KeyStatus,
  RequestOf,
  ServiceStatus,
} from '../../../src/messaging/index.ts';
import { MESSAGE_TYPES, MESSAGES } from '../../../src/messaging/messages.ts';

describe('the message table', () => {
  it('gives each message its answer type, not an empty one (checked by the typecheck)', () => {
    expectTypeOf<AnswerOf<'getStatus'>>().toEqualTypeOf<ServiceStatus>();
    expectTypeOf<AnswerOf<'setKey'>>().toEqualTypeOf<KeyStatus>();
    expectTypeOf<AnswerOf<'lookupItem'>>().toEqualTypeOf<Content | null>();
    expectTypeOf<AnswerOf<'getStatus'>>().not.toBeNever();
  });

  it('infers requests from the schemas the background checks', () => {
    expectTypeOf<RequestOf<'getGif'>>().toEqualTypeOf<{ type: 'getGif' } & { id: string }>();
    expectTypeOf<CheckedRequest<'toggleFavorite'>['kind']>().toEqualTypeOf<
      'gif' | 'sticker' | 'clip' | 'emoji'
    >();
  });

  it('names a sender and a schema for every message', () => {
    for (const type of MESSAGE_TYPES) {
      expect(['pages', 'content-script']).toContain(MESSAGES[type].from);
      expect(v.safeParse(MESSAGES[type].request, 'not an object').success).toBe(false);
    }
    expect(MESSAGE_TYPES.filter((type) => MESSAGES[type].from === 'content-script').sort()).toEqual([
      'openGifCommand',
      'reportInsertion',
    ]);
  });
});
