import type { AppModule, AppModuleMatrix, AppModuleOrgKind, AreaNode, AuthorizationNode, RoleAuthorization } from '@kg/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, requestAnswer } from './client';
import type { Option } from './resource-api';

export type { AreaNode, AuthorizationNode, RoleAuthorization };

/** The custom calls of System management (spec section 7 and the server's system routes). */
export const systemApi = {
  resetPassword: (userId: string) =>
    requestAnswer<{ password: string }>('GET', `/api/user/resetPassword/${encodeURIComponent(userId)}`),
  roleAuthorization: (roleId: string, signal?: AbortSignal) =>
    api.get<RoleAuthorization>('/system/role/authorization', { id: roleId }, { signal }),
  /** Over the role's version as loaded (`updatedAt`): a role changed meanwhile answers 409. */
  authorizeRole: (roleId: string, updatedAt: string, menuIds: readonly string[]) =>
    requestAnswer<{ updatedAt: string }>('POST', '/system/role/authorize', { body: { id: roleId, updatedAt, menuIds } }),
  toggleDictionary: (id: string) =>
    requestAnswer<{ id: string; status: string }>('GET', `/api/dictionary/isActivated/${encodeURIComponent(id)}`),
  dictionaryValues: (type: string, signal?: AbortSignal) => api.get<Option[]>('/system/dictionary/values', { type }, { signal }),
  areaChildren: (parentCode: string, signal?: AbortSignal) =>
    api.get<AreaNode[]>('/system/area/children', { parentCode }, { signal }),
  areaPath: (code: string, signal?: AbortSignal) => api.get<AreaNode[]>('/system/area/path', { code }, { signal }),
  appModuleMatrix: (signal?: AbortSignal) => api.get<AppModuleMatrix>('/system/appModule/matrix', undefined, { signal }),
  saveAppModule: (body: { orgKind: AppModuleOrgKind; module: AppModule; enabled: boolean }) =>
    requestAnswer<null>('POST', '/system/appModule/save', { body }),
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
