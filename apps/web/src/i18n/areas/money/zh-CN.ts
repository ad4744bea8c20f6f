import { moneyEntitiesZhCN, moneyTextZhCN } from '@kg/domain/i18n/money/zh-CN';
import { statementTextZhCN } from '@kg/domain/i18n/money/statement.zh-CN';
import { paymentEntitiesZhCN, paymentTextZhCN } from '@kg/domain/i18n/payment/zh-CN';
import { moneyScreens } from '../../zh-CN/money';
import { paymentScreens } from '../../zh-CN/payment';
import { statementScreens } from '../../zh-CN/statement';

/** money's words (zh-CN): loaded with its pages (areas.ts); statements' and online payments' are part of them. */
export const words = {
  entity: { ...moneyEntitiesZhCN, ...paymentEntitiesZhCN },
  ...moneyTextZhCN,
  ...statementTextZhCN,
  ...paymentTextZhCN,
  moneyScreens,
  statementScreens,
  paymentScreens,
};
