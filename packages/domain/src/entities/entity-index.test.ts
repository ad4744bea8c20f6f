import { readFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { ENTITY_INDEX_FILE, entityIndexSource, indexEntry } from './entity-index-source.js';
import { allows } from '../entity/define.js';
import { isPermissionCode } from '../permissions.js';
import { ENTITIES, ENTITY_INDEX, entityRef, indexCodes, TRANSITION_ACTIONS } from './index.js';
import { AUDIT_ACTIONS, BASE_AUDIT_ACTIONS } from './system/audit-log.entity.js';

const CALL_OF = { add: 'create', edit: 'update', delete: 'delete', export: 'export', import: 'import' } as const;

const file = path.join(import.meta.dirname, '..', '..', ENTITY_INDEX_FILE);

describe('the entity index (what the shared web pickers read instead of the declarations)', () => {
  it('is the file the declarations generate: after changing a declaration, run `npm run entity-index`', async () => {
    const expected = await prettier.format(entityIndexSource(ENTITIES), { ...(await prettier.resolveConfig(file)), filepath: file });
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });

  it('holds every declaration, in their order, with its name, area, scope, permission, calls and transitions', () => {
    expect(ENTITY_INDEX).toEqual(ENTITIES.map(indexEntry));
    for (const e of ENTITIES) {
      const entry = entityRef(e.name);
      expect(entry).toMatchObject({ name: e.name, area: e.area, scope: e.scope, permission: e.permission, transitions: Object.keys(e.status?.transitions ?? {}) });
      // The codes of its declared calls and transitions, as the server's routes check them.
      const calls = ['view', ...(['add', 'edit', 'delete', 'export', 'import'] as const).filter((code) => allows(e, CALL_OF[code]))];
      expect(indexCodes(entry!)).toEqual([...calls, ...entry!.transitions].map((action) => `${e.permission}:${action}`));
      for (const code of indexCodes(entry!)) expect(isPermissionCode(code), code).toBe(true);
    }
    expect(entityRef('noSuchEntity')).toBeUndefined();
  });

  it('gives the audit its actions: the base ones, then every declared transition once', () => {
    const expected: string[] = [...BASE_AUDIT_ACTIONS];
    for (const e of ENTITIES) for (const action of Object.keys(e.status?.transitions ?? {})) if (!expected.includes(action)) expected.push(action);
    expect(AUDIT_ACTIONS).toEqual(expected);
    expect(TRANSITION_ACTIONS.every((a) => AUDIT_ACTIONS.includes(a))).toBe(true);
  });
});
