import { AUDITED_BEYOND_ENTITIES } from '@kg/domain';
import { expect, it } from 'vitest';
import { webDictionaries } from '../../i18n/resources';

// The other languages follow from the dictionaries' parity test.
it('the log screen names in words every resource the audit records beyond entities and links', () => {
  const named = Object.keys(webDictionaries['zh-CN'].system.log.resources);
  expect(named.sort()).toEqual([...AUDITED_BEYOND_ENTITIES].sort());
});
