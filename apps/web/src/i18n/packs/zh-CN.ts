import { zhCN } from '@kg/domain/i18n/zh-CN';
import { webZhCN } from '../zh-CN';
import type { LanguagePack } from './language-pack';

export const pack: LanguagePack = { dictionary: { ...zhCN, ...webZhCN } };
