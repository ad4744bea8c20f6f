import { signInEn } from '@kg/domain/i18n/sign-in/en';
import { common } from '../en/common';
import { errors } from '../en/errors';
import { login } from '../en/login';
import { password } from '../en/password';
import { shell } from '../en/shell';
import type { SignInPack } from './sign-in-pack';

export const pack: SignInPack = { dictionary: { ...signInEn, common, login, password, errors, shell } };
