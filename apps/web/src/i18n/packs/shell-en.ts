import { coreEn } from '@kg/domain/i18n/core/en';
import { mealsTextEn } from '@kg/domain/i18n/school/meals.en';
import { systemEn } from '@kg/domain/i18n/system/en';
import { common } from '../en/common';
import { errors } from '../en/errors';
import { login } from '../en/login';
import { password } from '../en/password';
import { report } from '../en/report';
import { resource } from '../en/resource';
import { richEditor } from '../en/rich-editor';
import { shell } from '../en/shell';
import { smsScreens } from '../en/sms';
import type { ShellPack } from './language-pack';

export const pack: ShellPack = {
  dictionary: { ...coreEn, meals: mealsTextEn, entity: systemEn, common, errors, login, password, report, resource, richEditor, shell, smsScreens },
};
