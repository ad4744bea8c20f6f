import { describe, expect, it } from 'vitest';
import type { AnyEntity } from './entity/define.js';
import { DECLARED_ENTITIES, healthSettingEntity } from './entities/index.js';
import { entityPermission } from './permission-code.js';
import { PERMISSION_CODES, type PermissionAction, permissionOf } from './permissions.js';

describe('entityPermission', () => {
  it('makes the code permissionOf makes, for every declared code of every entity', () => {
    const pairs = DECLARED_ENTITIES.flatMap((e) =>
      PERMISSION_CODES.filter((code) => code.startsWith(`${e.permission}:`)).map((code) => [e, code.slice(e.permission.length + 1)] as const),
    );
    expect(pairs.length).toBeGreaterThan(DECLARED_ENTITIES.length);
    // Typed as any entity: the action is read from the list, not written.
    for (const [entity, action] of pairs) expect(entityPermission<AnyEntity>(entity, action as PermissionAction<string>)).toBe(permissionOf(entity, action));
  });

  it("takes only an action declared under the entity's prefix", () => {
    expect(entityPermission(healthSettingEntity, 'edit')).toBe('health:setting:edit');
    // What permissionOf refuses when called, the type refuses where it is written.
    expect(() => permissionOf(healthSettingEntity, 'review')).toThrow(/not a declared permission/);
    // @ts-expect-error: a health setting has no transition called review.
    void (() => entityPermission(healthSettingEntity, 'review'));
  });
});
