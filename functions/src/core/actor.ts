import { AsyncLocalStorage } from 'node:async_hooks';
import { UNAUTHENTICATED_MESSAGE } from '@wattle/shared/constants';
import { VisibleError } from './error.ts';

/** Who is making the current request. Set once by the HTTP layer, read by core code. */
export type Actor =
  | { type: 'user'; userId: number; sessionId: string; userName: string }
  | { type: 'system'; reason: string };

const storage = new AsyncLocalStorage<Actor>();

export function withActor<T>(actor: Actor, fn: () => T): T {
  return storage.run(actor, fn);
}

export function useActor(): Actor | undefined {
  return storage.getStore();
}

/** The signed-in user, for audit records; throws 401 when the request has no user. */
export function useUser(): { id: number; name: string } {
  const actor = storage.getStore();
  if (actor?.type !== 'user') throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  return { id: actor.userId, name: actor.userName };
}

/** The signed-in user's id; throws 401 when the request has no user. */
export function useUserId(): number {
  const actor = storage.getStore();
  if (actor?.type !== 'user') throw new VisibleError('unauthenticated', UNAUTHENTICATED_MESSAGE);
  return actor.userId;
}
