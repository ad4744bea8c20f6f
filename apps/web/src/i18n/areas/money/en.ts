import { moneyEntitiesEn, moneyTextEn } from '@kg/domain/i18n/money/en';
import { paymentEntitiesEn, paymentTextEn } from '@kg/domain/i18n/payment/en';
import { moneyScreens } from '../../en/money';
import { paymentScreens } from '../../en/payment';

/** money's words (en): loaded with its pages (areas.ts); online payments' are part of them. */
export const words = { entity: { ...moneyEntitiesEn, ...paymentEntitiesEn }, ...moneyTextEn, ...paymentTextEn, moneyScreens, paymentScreens };
