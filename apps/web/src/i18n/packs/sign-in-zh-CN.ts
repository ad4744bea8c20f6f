import { signInZhCN } from '@kg/domain/i18n/sign-in/zh-CN';
import { common } from '../zh-CN/common';
import { errors } from '../zh-CN/errors';
import { login } from '../zh-CN/login';
import { password } from '../zh-CN/password';
import { shell } from '../zh-CN/shell';
import type { SignInPack } from './sign-in-pack';

export const pack: SignInPack = { dictionary: { ...signInZhCN, common, login, password, errors, shell } };
