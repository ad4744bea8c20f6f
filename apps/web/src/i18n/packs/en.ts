import { en } from '@kg/domain/i18n/en';
import antd from 'antd/es/locale/en_US';
import { webEn } from '../en';
import type { LanguagePack } from './language-pack';

// dayjs speaks English without a locale file.
export const pack: LanguagePack = { dictionary: { ...en, ...webEn }, antd, dayjs: 'en' };
