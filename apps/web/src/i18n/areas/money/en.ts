import { moneyEntitiesEn, moneyTextEn } from '@kg/domain/i18n/money/en';
import { statementTextEn } from '@kg/domain/i18n/money/statement.en';
import { paymentEntitiesEn, paymentTextEn } from '@kg/domain/i18n/payment/en';
import { moneyScreens } from '../../en/money';
import { paymentScreens } from '../../en/payment';
import { statementScreens } from '../../en/statement';

/** money's words (en): loaded with its pages (areas.ts); statements' and online payments' are part of them. */
export const words = {
  entity: { ...moneyEntitiesEn, ...paymentEntitiesEn },
  ...moneyTextEn,
  ...statementTextEn,
  ...paymentTextEn,
  moneyScreens,
  statementScreens,
  paymentScreens,
};
