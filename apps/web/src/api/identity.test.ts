import { describe, expect, it } from 'vitest';
import { identityFor } from './identity';

const user = { baseId: 'org-1', userCode: 'KG0001' };

describe('identityFor', () => {
  it('adds the fields of each system of spec section 6', () => {
    expect(identityFor(3, user)).toEqual({ kigId: 'org-1', kigCode: 'KG0001' });
    expect(identityFor(5, user)).toEqual({ agentId: 'org-1', agenId: 'org-1', agentCode: 'KG0001' });
    expect(identityFor(16, user)).toEqual({ expertId: 'org-1' });
    expect(identityFor(18, user)).toEqual({ expertId: 'org-1' });
    expect(identityFor(17, user)).toEqual({ expertPersonId: 'org-1' });
  });

  it('adds nothing for other systems or before user info is known', () => {
    expect(identityFor(8, user)).toEqual({});
    expect(identityFor(3, undefined)).toEqual({});
    expect(identityFor(null, user)).toEqual({});
  });
});
