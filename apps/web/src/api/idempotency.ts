import { isApiError } from './api-error';

/** A fresh `Idempotency-Key`: random, 36 visible characters (the server takes 1 to 128). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * The keys of a screen's money-moving actions, one per action (an action names what it moves: 'approve:<id>').
 * The key is made at the action's first sending and kept until the server has answered it: a double click
 * while it is on its way, or a retry after the connection failed, sends the same key, so the server moves
 * the money once (it answers the first answer again). Once the server has answered (done or refused), the
 * next action of that name is a new one and gets a new key.
 */
export class ActionKeys {
  private readonly pending = new Map<string, string>();

  /** Sends `call` with the action's key (made now if the action has none on its way) and settles it by the answer. */
  async send<T>(action: string, call: (key: string) => Promise<T>): Promise<T> {
    let key = this.pending.get(action);
    if (key === undefined) {
      key = newIdempotencyKey();
      this.pending.set(action, key);
    }
    try {
      const answer = await call(key);
      this.pending.delete(action);
      return answer;
    } catch (error) {
      // An answer from the server ends the action (a refused call stored no key); no answer keeps its key for the retry.
      if (isApiError(error)) this.pending.delete(action);
      throw error;
    }
  }
}
