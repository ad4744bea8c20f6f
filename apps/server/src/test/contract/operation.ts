import type { EntityScope } from '@kg/domain';

export type Input = Record<string, unknown>;

/** Where a request names a row: each is asked with another tenant's row and with a random id. */
export interface IdSlot {
  /** The input's name (`id`, `classId`, `ids`). */
  field: string;
  /** The entity whose row it names. */
  entity: string;
  /** One id, a list of ids, or ids joined by commas (a query string's list). */
  shape: 'one' | 'list' | 'csv';
}

/** A request the server must refuse with 400, naming each field the declared schema names. */
export interface Refusal {
  what: string;
  input: Input;
  /** The field errors expected, as dictionary keys: the server answers them in the request's language. */
  expected: (decided: Input) => { field: string; key: string; params?: Record<string, string | number> }[];
}

/**
 * One call of the API as the contract suite drives it: who may make it, a valid request, where it names
 * rows and how it must refuse bad input. The generic calls of each declared entity are made from the
 * declaration (entity-operations.ts); hand-written endpoints are meant to be fed in from their own
 * declarations the same way.
 */
export interface Operation {
  /** `POST /campus/grade/save (update)`: how a failure names it. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The codes any one of which opens it. */
  permissions: readonly string[];
  /** Whose rows it reads or writes: which of the suite's sessions acts on it. */
  scope: EntityScope;
  /** A request a session holding the permission may make, apart from the id slot being tried. */
  input(samples: SampleSource): Input;
  ids: IdSlot[];
  refusals: Refusal[];
  /** A body that is not JSON (an xlsx upload): only access is checked. */
  multipart?: boolean;
}

/** Valid values from the acting session's own world. */
export interface SampleSource {
  /** A valid new row of an entity, fresh each call (unique values differ). */
  row(entityName: string): Input;
}

export const operationKey = (o: Pick<Operation, 'method' | 'path'>) => `${o.method} ${o.path}`;
