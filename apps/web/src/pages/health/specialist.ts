import type { UserInfo } from '@kg/domain';

/** Organisations that see health data through contracts: medical institutions and their expert groups. */
export const SPECIALIST_ORG_KINDS = ['institution', 'expert'] as const;

/** Whether the session speaks for a medical institution or its experts (as the server's isMedical). */
export function isSpecialist(user: Pick<UserInfo, 'orgKind'> | undefined): boolean {
  return (SPECIALIST_ORG_KINDS as readonly string[]).includes(user?.orgKind ?? '');
}

/** Filters of the institution picker of a contract (GET /system/organization/options). */
export const INSTITUTION_OPTIONS = { kind: 'institution' } as const;
