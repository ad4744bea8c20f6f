import type { DictShape } from '@kg/domain';
import type { signInZhCN } from '@kg/domain/i18n/sign-in/zh-CN';
import type { WebDict } from '../resources';

/**
 * The web's areas the screens before the shell draw: sign-in, the password change, the error pages,
 * the language switch (shell.header.language). With the shared sign-in words (@kg/domain
 * i18n/sign-in) they are the first pack; the whole dictionary comes with the shell (load-pack.ts).
 */
export const SIGN_IN_WEB_AREAS = ['common', 'login', 'password', 'errors', 'shell'] as const;

export type SignInDict = typeof signInZhCN & Pick<WebDict, (typeof SIGN_IN_WEB_AREAS)[number]>;

export interface SignInPack {
  dictionary: DictShape<SignInDict>;
}
