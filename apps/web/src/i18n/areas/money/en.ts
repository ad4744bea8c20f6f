import { moneyEntitiesEn, moneyTextEn } from '@kg/domain/i18n/money/en';
import { moneyScreens } from '../../en/money';

/** money's words (en): loaded with its pages (areas.ts). */
export const words = { entity: moneyEntitiesEn, ...moneyTextEn, moneyScreens };
