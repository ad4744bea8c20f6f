import { allows, type AnyEntity } from '../entity/define.js';
import type { EntityIndexEntry } from './entity-index.js';

/** The generated index's file, relative to the domain package's root. */
export const ENTITY_INDEX_FILE = 'src/entities/entity-index.generated.ts';

/** What the index keeps of a declaration: only what the shared pickers and helpers read. */
export function indexEntry(entity: AnyEntity): EntityIndexEntry {
  const calls = (['create', 'update', 'delete', 'export', 'import'] as const).filter((call) => allows(entity, call)).map((call) => CALL_CODES[call]);
  return {
    name: entity.name,
    area: entity.area,
    scope: entity.scope,
    permission: entity.permission,
    calls: ['view', ...calls],
    transitions: Object.keys(entity.status?.transitions ?? {}),
  };
}

/** The permission action of each generic call. */
const CALL_CODES = { create: 'add', update: 'edit', delete: 'delete', export: 'export', import: 'import' } as const;

/**
 * The text of `entity-index.generated.ts` for these declarations (before prettier). Written by
 * `npm run entity-index`; `entity-index.test.ts` fails when the file and the declarations disagree.
 */
export function entityIndexSource(entities: readonly AnyEntity[]): string {
  const rows = entities.map((e) => `  ${JSON.stringify(indexEntry(e))},`);
  return [
    '// Generated from the entity declarations (entities/index.ts) by `npm run entity-index`: do not edit.',
    '// entity-index.test.ts fails when it and the declarations disagree.',
    '',
    '/** Every declared entity, reduced to what a picker of it reads (no fields, no schemas): see entity-index.ts. */',
    'export const ENTITY_INDEX_ENTRIES = [',
    ...rows,
    '] as const;',
    '',
  ].join('\n');
}
