import { coreZhCN } from '@kg/domain/i18n/core/zh-CN';
import { mealsTextZhCN } from '@kg/domain/i18n/school/meals.zh-CN';
import { systemZhCN } from '@kg/domain/i18n/system/zh-CN';
import { common } from '../zh-CN/common';
import { errors } from '../zh-CN/errors';
import { login } from '../zh-CN/login';
import { password } from '../zh-CN/password';
import { report } from '../zh-CN/report';
import { resource } from '../zh-CN/resource';
import { richEditor } from '../zh-CN/rich-editor';
import { shell } from '../zh-CN/shell';
import { smsScreens } from '../zh-CN/sms';
import type { ShellPack } from './language-pack';

export const pack: ShellPack = {
  dictionary: { ...coreZhCN, meals: mealsTextZhCN, entity: systemZhCN, common, errors, login, password, report, resource, richEditor, shell, smsScreens },
};
