import './zod-messages.js';
import { z } from 'zod';
import { APP_TYPE_VALUES, type AppType } from './app-types.js';
import { USER_NAME_MAX, type PasswordChangeReason } from './auth-values.js';
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
export const publicChangePasswordFormSchema = confirmingNewPassword(
  publicChangePasswordBodySchema.extend({ renewPassword: renewPasswordField }),
);

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

export interface LoginResult {
  token: string;
  shardNum: string;
  menus: MenuItem[];
  /** The server's own judgement of the password used (spec section 5), beside the client's. */
  easyPassword: boolean;
  /** Whether the password must be changed first, and why (an issued password wins over an easy one). */
  passwordChange: PasswordChangeReason | null;
}

/** GET /sys/login/get_info: the fields of spec section 3 plus the organisation's name and kind. */
export interface UserInfo {
  id: string;
  nickName: string;
  userName: string;
  baseId: string;
  userCode: string;
  appType: AppType;
  superiorId: string;
  orgName: string;
  orgKind: string;
  permissions: string[];
}

export const logoutBodySchema = z.object({ token: z.string().max(200).optional() });

/** The envelope of every JSON answer (DESIGN section 4). */
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
