import { coreZhTW } from '@kg/domain/i18n/core/zh-TW';
import { mealsTextZhTW } from '@kg/domain/i18n/school/meals.zh-TW';
import { systemZhTW } from '@kg/domain/i18n/system/zh-TW';
import { common } from '../zh-TW/common';
import { errors } from '../zh-TW/errors';
import { login } from '../zh-TW/login';
import { password } from '../zh-TW/password';
import { report } from '../zh-TW/report';
import { resource } from '../zh-TW/resource';
import { richEditor } from '../zh-TW/rich-editor';
import { shell } from '../zh-TW/shell';
import { smsScreens } from '../zh-TW/sms';
import type { ShellPack } from './language-pack';

export const pack: ShellPack = {
  dictionary: { ...coreZhTW, meals: mealsTextZhTW, entity: systemZhTW, common, errors, login, password, report, resource, richEditor, shell, smsScreens },
};
