import { moneyEntitiesZhTW, moneyTextZhTW } from '@kg/domain/i18n/money/zh-TW';
import { paymentEntitiesZhTW, paymentTextZhTW } from '@kg/domain/i18n/payment/zh-TW';
import { moneyScreens } from '../../zh-TW/money';
import { paymentScreens } from '../../zh-TW/payment';

/** money's words (zh-TW): loaded with its pages (areas.ts); online payments' are part of them. */
export const words = { entity: { ...moneyEntitiesZhTW, ...paymentEntitiesZhTW }, ...moneyTextZhTW, ...paymentTextZhTW, moneyScreens, paymentScreens };
