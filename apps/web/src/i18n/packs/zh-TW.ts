import { zhTW } from '@kg/domain/i18n/zh-TW';
import { webZhTW } from '../zh-TW';
import type { LanguagePack } from './language-pack';

export const pack: LanguagePack = { dictionary: { ...zhTW, ...webZhTW } };
