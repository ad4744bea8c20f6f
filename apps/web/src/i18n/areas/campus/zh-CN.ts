import { campusZhCN } from '@kg/domain/i18n/campus/zh-CN';
import { consentTextZhCN } from '@kg/domain/i18n/campus/consent-zh-CN';
import { familiesZhCN } from '@kg/domain/i18n/families/zh-CN';
import { campus } from '../../zh-CN/campus';

/** campus's words (zh-CN): loaded with its pages (areas.ts). */
export const words = { entity: campusZhCN, consent: consentTextZhCN, families: familiesZhCN, campus };
