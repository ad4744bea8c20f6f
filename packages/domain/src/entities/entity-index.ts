import type { EntityScope } from '../entity/define.js';
import { ENTITY_INDEX_ENTRIES } from './entity-index.generated.js';

/**
 * A declared entity as the shared web pieces know it without loading its declaration: a reference
 * picker asks `/<area>/<name>/options`, the kindergarten helper reads the scope, the audit log names it
 * and its transitions, and the permission codes (`permissions.ts`) are its calls and transitions. Generated from the declarations (`entity-index.generated.ts`, `npm run
 * entity-index`), so a table page's shared chunk holds no declaration: each page loads its own area's.
 */
export interface EntityIndexEntry {
  readonly name: string;
  readonly area: string;
  readonly scope: EntityScope;
  /** Its permission prefix (`campus:student`). */
  readonly permission: string;
  /** The actions of its generic calls' codes ('view', 'add', 'edit', 'delete', 'export', 'import' as declared). */
  readonly calls: readonly string[];
  /** Its status transitions' actions (each audited under its own name). */
  readonly transitions: readonly string[];
}

/** Every declared entity's name. */
export type EntityName = (typeof ENTITY_INDEX_ENTRIES)[number]['name'];

export const ENTITY_INDEX: readonly EntityIndexEntry[] = ENTITY_INDEX_ENTRIES;

const BY_NAME = new Map<string, EntityIndexEntry>(ENTITY_INDEX.map((e) => [e.name, e]));

/** The index entry of a declared entity (what a ref field's `entity` names). */
export function entityRef(name: string): EntityIndexEntry | undefined {
  return BY_NAME.get(name);
}

/** Every declared transition's action, in the declarations' order, each once. */
export const TRANSITION_ACTIONS: readonly string[] = [...new Set(ENTITY_INDEX.flatMap((e) => e.transitions))];

/** The permission codes an entity's declared calls and transitions give (`permissions.ts`'s `EntityCodes`, at run time). */
export function indexCodes(entry: EntityIndexEntry): string[] {
  return [...entry.calls, ...entry.transitions].map((action) => `${entry.permission}:${action}`);
}
