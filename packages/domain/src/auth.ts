import './zod-messages.js';
import { z } from 'zod';
import { APP_TYPE_VALUES, type AppType } from './app-types.js';
import { PASSWORD_CHANGE_REASONS, USER_NAME_MAX } from './auth-values.js';
import { changePasswordBodySchema, confirmingNewPassword, renewPasswordField } from './password.js';
import { LOGIN_PASSWORD_MAX } from './password-rules.js';

/** A user name as typed at sign-in, trimmed (spec section 7). */
const userNameField = z
  .string({ error: 'validation.login.userNameRequired' })
  .trim()
  .min(1, { error: 'validation.login.userNameRequired' })
  .max(USER_NAME_MAX, { error: 'validation.tooLong' });

/** Body of POST /sys/login/login. */
export const loginBodySchema = z.object({
  userName: userNameField,
  password: z
    .string({ error: 'validation.login.passwordRequired' })
    .min(1, { error: 'validation.login.passwordRequired' })
    .max(LOGIN_PASSWORD_MAX, { error: 'validation.tooLong' }),
  appType: z.coerce
    .number({ error: 'validation.login.appTypeRequired' })
    .refine((v): v is AppType => APP_TYPE_VALUES.includes(v as AppType), { error: 'validation.login.appTypeUnknown' }),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** Body of POST /sys/login/changePassword: the public /changePsd, for someone signed out who knows the old password. */
export const publicChangePasswordBodySchema = changePasswordBodySchema.extend({ userName: userNameField });
export type PublicChangePasswordBody = z.infer<typeof publicChangePasswordBodySchema>;

/** The public /changePsd form adds the confirmation. */
export const publicChangePasswordFormSchema = confirmingNewPassword(publicChangePasswordBodySchema.extend({ renewPassword: renewPasswordField }));

/** A menu entry as the web receives it (spec section 2, 'Menu-driven routes'). */
export interface MenuItem {
  id: string;
  parentId: string;
  href: string;
  /** The name in the language of the request that fetched it. */
  name: string;
  /** The name in every language, so a language switch needs no new sign-in. */
  names?: { 'zh-CN': string; 'zh-TW': string; en: string };
  icon: string;
  isShow: 0 | 1;
  componentUrl: string;
  sort: number;
  permission: string;
  subMenus: MenuItem[];
}
// Recursive, so typed by its interface (tsc checks that the two agree) and named: the API description refers to it.
export const menuItemSchema: z.ZodType<MenuItem> = z
  .object({
    id: z.string(),
    parentId: z.string(),
    href: z.string(),
    name: z.string(),
    names: z.object({ 'zh-CN': z.string(), 'zh-TW': z.string(), en: z.string() }).optional(),
    icon: z.string(),
    isShow: z.union([z.literal(0), z.literal(1)]),
    componentUrl: z.string(),
    sort: z.number(),
    permission: z.string(),
    get subMenus() {
      return z.array(menuItemSchema);
    },
  })
  .meta({ id: 'MenuItem' });

const appTypeSchema = z.number().refine((v): v is AppType => APP_TYPE_VALUES.includes(v as AppType));

/** The answer of POST /sys/login/login. */
export const loginResultSchema = z.object({
  token: z.string(),
  shardNum: z.string(),
  menus: z.array(menuItemSchema),
  /** The server's own judgement of the password used (spec section 5), beside the client's. */
  easyPassword: z.boolean(),
  /** Whether the password must be changed first, and why (an issued password wins over an easy one). */
  passwordChange: z.enum(PASSWORD_CHANGE_REASONS).nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /sys/login/get_info: the fields of spec section 3 plus the organisation's name and kind. */
export const userInfoSchema = z.object({
  id: z.string(),
  nickName: z.string(),
  userName: z.string(),
  baseId: z.string(),
  userCode: z.string(),
  appType: appTypeSchema,
  superiorId: z.string(),
  orgName: z.string(),
  orgKind: z.string(),
  permissions: z.array(z.string()),
  /** The menu as it stands now (the login's may be stale: a kindergarten's service switched since). */
  menus: z.array(menuItemSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const logoutBodySchema = z.object({ token: z.string().max(200).optional() });

/** The envelope of every JSON answer (docs/architecture.md, section 4). */
export interface Envelope<T> {
  code: number;
  txt: string;
  data: T;
}
export interface FieldError {
  field: string;
  message: string;
  /** Values the message names (a range's bounds); used to translate it, never sent. */
  params?: Record<string, string | number>;
}
