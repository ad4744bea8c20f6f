import { z } from 'zod';
import { appModuleMatrixSchema, appModuleSaveSchema } from '../app-modules.js';
import { defineEndpoint, noAnswer } from '../endpoint/define-endpoint.js';
import { optionSchema } from '../entity/answers.js';
import { versionSchema } from '../entity/schemas.js';
import { ENABLE_STATUSES } from '../entities/common.js';
import { areaNodeSchema, roleAuthorizationSchema } from '../system-contract.js';

const idParams = z.object({ id: z.uuid() });

/** System management's own calls (spec section 7); its entities' generic calls come from their declarations. */
export const systemEndpoints = {
  resetPassword: defineEndpoint({
    area: 'system',
    method: 'GET',
    path: '/api/user/resetPassword/:id',
    summary: 'Gives a user a new password, shown once (the user must change it at the next sign-in)',
    access: { permission: 'system:user:resetPassword' },
    params: idParams,
    answer: z.object({ password: z.string() }),
    success: 'success.passwordReset',
  }),
  roleAuthorization: defineEndpoint({
    area: 'system',
    method: 'GET',
    path: '/system/role/authorization',
    summary: "A role's menus: every menu of its system as a tree, and the ones it holds",
    access: { permission: 'system:role:authorize' },
    input: z.looseObject({ id: z.uuid() }),
    answer: roleAuthorizationSchema,
  }),
  authorizeRole: defineEndpoint({
    area: 'system',
    method: 'POST',
    path: '/system/role/authorize',
    summary: 'Sets the menus a role holds, over the version of the role as read',
    access: { permission: 'system:role:authorize' },
    input: z.object({ id: z.uuid(), updatedAt: versionSchema, menuIds: z.array(z.uuid()).max(2000) }),
    answer: z.object({ updatedAt: z.string() }),
    success: 'success.saved',
  }),
  toggleDictionary: defineEndpoint({
    area: 'system',
    method: 'GET',
    path: '/api/dictionary/isActivated/:id',
    summary: 'Switches a dictionary type or value on or off',
    access: { permission: 'system:dictionary:edit' },
    params: idParams,
    answer: z.object({ id: z.string(), status: z.enum(ENABLE_STATUSES) }),
    success: 'success.ok',
  }),
  dictionaryValues: defineEndpoint({
    area: 'system',
    method: 'GET',
    path: '/system/dictionary/values',
    summary: "The enabled values of an enabled dictionary type, labelled in the request's language",
    access: { signedIn: true },
    input: z.looseObject({ type: z.string().trim().min(1).max(64) }),
    answer: z.array(optionSchema),
  }),
  areaChildren: defineEndpoint({
    area: 'system',
    method: 'GET',
    path: '/system/area/children',
    summary: 'The provinces (parentCode 0), or the areas under one (GB/T 2260)',
    access: { signedIn: true },
    input: z.looseObject({
      parentCode: z
        .string()
        .regex(/^(0|\d{6})$/)
        .default('0'),
    }),
    answer: z.array(areaNodeSchema),
  }),
  areaPath: defineEndpoint({
    area: 'system',
    method: 'GET',
    path: '/system/area/path',
    summary: 'The chain from the province down to an area',
    access: { signedIn: true },
    input: z.looseObject({ code: z.string().regex(/^\d{6}$/) }),
    answer: z.array(areaNodeSchema),
  }),
  appModuleMatrix: defineEndpoint({
    area: 'system',
    method: 'GET',
    path: '/system/appModule/matrix',
    summary: "Which app modules each organisation kind's people have",
    access: { permission: 'system:appModule:view' },
    answer: appModuleMatrixSchema,
  }),
  saveAppModule: defineEndpoint({
    area: 'system',
    method: 'POST',
    path: '/system/appModule/save',
    summary: 'Switches one app module on or off for one organisation kind',
    access: { permission: 'system:appModule:edit' },
    input: appModuleSaveSchema,
    answer: noAnswer,
    success: 'success.saved',
  }),
} as const;
