import { en } from '@kg/domain/i18n/en';
import { webEn } from '../en';
import type { LanguagePack } from './language-pack';

export const pack: LanguagePack = { dictionary: { ...en, ...webEn } };
