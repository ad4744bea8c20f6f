/** Organisation kinds of the tenancy tree (docs/architecture.md, section 5). */
/** `supervision`: an education bureau or a health authority, bound to an area (issue 18), under the platform. */
export const ORG_KINDS = ['platform', 'agent', 'group', 'kindergarten', 'institution', 'expert', 'supervision'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

/** Which kinds of organisation may sit under which (docs/architecture.md, section 5). */
export const CHILD_KINDS: Record<OrgKind, readonly OrgKind[]> = {
  platform: ['agent', 'group', 'kindergarten', 'institution', 'supervision'],
  agent: ['group', 'kindergarten'],
  group: ['kindergarten'],
  kindergarten: [],
  institution: ['expert'],
  expert: [],
  supervision: [],
};

/** appType values of spec section 6 and the organisation kind each one signs into. */
export const APP_TYPES = {
  3: { key: 'kindergarten', orgKind: 'kindergarten' },
  4: { key: 'group', orgKind: 'group' },
  5: { key: 'agent', orgKind: 'agent' },
  6: { key: 'institution', orgKind: 'institution' },
  7: { key: 'expert', orgKind: 'expert' },
  8: { key: 'admin', orgKind: 'platform' },
  9: { key: 'operations', orgKind: 'platform' },
  11: { key: 'finance', orgKind: 'platform' },
  15: { key: 'operations', orgKind: 'platform' },
  16: { key: 'institution', orgKind: 'institution' },
  17: { key: 'expert', orgKind: 'expert' },
  18: { key: 'institutionOps', orgKind: 'institution' },
  /** The supervisory platform (issue 18): an authority's read-only view of the kindergartens of its area. */
  20: { key: 'supervision', orgKind: 'supervision' },
} as const satisfies Record<number, { key: string; orgKind: OrgKind }>;

export type AppType = keyof typeof APP_TYPES;
export type AppTypeKey = (typeof APP_TYPES)[AppType]['key'];
export const APP_TYPE_VALUES = Object.keys(APP_TYPES).map(Number) as AppType[];

export function isAppType(value: unknown): value is AppType {
  return typeof value === 'number' && Object.hasOwn(APP_TYPES, value);
}

/** The login system types offered on the login screen: spec section 1's nine, and the supervisory platform's (issue 18), in display order. */
export const LOGIN_APP_TYPES = [3, 4, 5, 8, 9, 11, 6, 18, 7, 20] as const satisfies readonly AppType[];

/**
 * appTypes that are the same system under another number (spec section 6 lists 15 as
 * operations, 16 as institution, 17 as expert): an account of one may sign in with the other.
 */
export function sameSystem(a: AppType, b: AppType): boolean {
  const canonical = (t: AppType): AppType => (t === 15 ? 9 : t === 16 ? 6 : t === 17 ? 7 : t);
  return canonical(a) === canonical(b);
}

export const DEFAULT_SHARD = '00001';
export const TOKEN_COOKIE_DAYS = 30;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PAGE_LOAD_TIMEOUT_MS = 120_000;
export const SIDEBAR_WIDTH = 256;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
