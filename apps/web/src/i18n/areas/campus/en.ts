import { campusEn } from '@kg/domain/i18n/campus/en';
import { consentTextEn } from '@kg/domain/i18n/campus/consent-en';
import { familiesEn } from '@kg/domain/i18n/families/en';
import { campus } from '../../en/campus';

/** campus's words (en): loaded with its pages (areas.ts). */
export const words = { entity: campusEn, consent: consentTextEn, families: familiesEn, campus };
