import { campusZhTW } from '@kg/domain/i18n/campus/zh-TW';
import { consentTextZhTW } from '@kg/domain/i18n/campus/consent-zh-TW';
import { familiesZhTW } from '@kg/domain/i18n/families/zh-TW';
import { campus } from '../../zh-TW/campus';

/** campus's words (zh-TW): loaded with its pages (areas.ts). */
export const words = { entity: campusZhTW, consent: consentTextZhTW, families: familiesZhTW, campus };
