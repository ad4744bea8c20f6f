import { moneyEntitiesZhCN, moneyTextZhCN } from '@kg/domain/i18n/money/zh-CN';
import { paymentEntitiesZhCN, paymentTextZhCN } from '@kg/domain/i18n/payment/zh-CN';
import { moneyScreens } from '../../zh-CN/money';
import { paymentScreens } from '../../zh-CN/payment';

/** money's words (zh-CN): loaded with its pages (areas.ts); online payments' are part of them. */
export const words = { entity: { ...moneyEntitiesZhCN, ...paymentEntitiesZhCN }, ...moneyTextZhCN, ...paymentTextZhCN, moneyScreens, paymentScreens };
