import { causes } from '../../platform/db-errors.js';
import { conflict } from '../../platform/errors.js';

/** A write that raced another past its check and hit a unique index answers 409, as a stale save does. */
export async function asConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (const cause of causes(error)) if ((cause as { code?: unknown }).code === '23505') throw conflict();
    throw error;
  }
}
