import { signInZhTW } from '@kg/domain/i18n/sign-in/zh-TW';
import { common } from '../zh-TW/common';
import { errors } from '../zh-TW/errors';
import { login } from '../zh-TW/login';
import { password } from '../zh-TW/password';
import { shell } from '../zh-TW/shell';
import type { SignInPack } from './sign-in-pack';

export const pack: SignInPack = { dictionary: { ...signInZhTW, common, login, password, errors, shell } };
