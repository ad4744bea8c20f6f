import { moneyEntitiesZhTW, moneyTextZhTW } from '@kg/domain/i18n/money/zh-TW';
import { statementTextZhTW } from '@kg/domain/i18n/money/statement.zh-TW';
import { paymentEntitiesZhTW, paymentTextZhTW } from '@kg/domain/i18n/payment/zh-TW';
import { moneyScreens } from '../../zh-TW/money';
import { paymentScreens } from '../../zh-TW/payment';
import { statementScreens } from '../../zh-TW/statement';

/** money's words (zh-TW): loaded with its pages (areas.ts); statements' and online payments' are part of them. */
export const words = {
  entity: { ...moneyEntitiesZhTW, ...paymentEntitiesZhTW },
  ...moneyTextZhTW,
  ...statementTextZhTW,
  ...paymentTextZhTW,
  moneyScreens,
  statementScreens,
  paymentScreens,
};
