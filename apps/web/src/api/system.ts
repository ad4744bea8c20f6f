import { type AppModule, type AppModuleOrgKind, type AreaNode, type AuthorizationNode, type RoleAuthorization, systemEndpoints } from '@kg/domain';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, callEndpointAnswer } from './endpoint';

const e = systemEndpoints;

export type { AreaNode, AuthorizationNode, RoleAuthorization };

/** The custom calls of System management (spec section 7 and the server's system routes). */
export const systemApi = {
  resetPassword: (userId: string) => callEndpointAnswer(e.resetPassword, { id: userId }),
  roleAuthorization: (roleId: string, signal?: AbortSignal) => callEndpoint(e.roleAuthorization, { id: roleId }, { signal }),
  /** Over the role's version as loaded (`updatedAt`): a role changed meanwhile answers 409. */
  authorizeRole: (roleId: string, updatedAt: string, menuIds: readonly string[]) => callEndpointAnswer(e.authorizeRole, { id: roleId, updatedAt, menuIds: [...menuIds] }),
  toggleDictionary: (id: string) => callEndpointAnswer(e.toggleDictionary, { id }),
  dictionaryValues: (type: string, signal?: AbortSignal) => callEndpoint(e.dictionaryValues, { type }, { signal }),
  areaChildren: (parentCode: string, signal?: AbortSignal) => callEndpoint(e.areaChildren, { parentCode }, { signal }),
  areaPath: (code: string, signal?: AbortSignal) => callEndpoint(e.areaPath, { code }, { signal }),
  appModuleMatrix: (signal?: AbortSignal) => callEndpoint(e.appModuleMatrix, {}, { signal }),
  saveAppModule: (body: { orgKind: AppModuleOrgKind; module: AppModule; enabled: boolean }) => callEndpointAnswer(e.saveAppModule, body),
};

/** Every dictionary's values live under this key, so editing the dictionary refreshes every picker. */
export const DICTIONARY_VALUES_KEY = ['dictionaryValues'] as const;

export const dictionaryValuesQuery = (type: string) =>
  queryOptions({
    queryKey: [...DICTIONARY_VALUES_KEY, type],
    queryFn: ({ signal }) => systemApi.dictionaryValues(type, signal),
  });

/** Areas never change while the app runs: cache them for the session. */
export const areaChildrenQuery = (parentCode: string) =>
  queryOptions({
    queryKey: ['area', 'children', parentCode],
    queryFn: ({ signal }) => systemApi.areaChildren(parentCode, signal),
    staleTime: Infinity,
  });

export const areaPathQuery = (code: string) =>
  queryOptions({
    queryKey: ['area', 'path', code],
    queryFn: ({ signal }) => systemApi.areaPath(code, signal),
    staleTime: Infinity,
  });

export const appModuleMatrixQuery = queryOptions({
  queryKey: ['appModule', 'matrix'],
  queryFn: ({ signal }) => systemApi.appModuleMatrix(signal),
});

export const roleAuthorizationQuery = (roleId: string) =>
  queryOptions({
    queryKey: ['resource', 'role', 'authorization', roleId],
    queryFn: ({ signal }) => systemApi.roleAuthorization(roleId, signal),
  });
