import { moneyEntitiesEn, moneyTextEn } from '@kg/domain/i18n/money/en';
import { statementTextEn } from '@kg/domain/i18n/money/statement.en';
import { moneyScreens } from '../../en/money';
import { statementScreens } from '../../en/statement';

/** money's words (en): loaded with its pages (areas.ts). */
export const words = { entity: moneyEntitiesEn, ...moneyTextEn, ...statementTextEn, moneyScreens, statementScreens };
