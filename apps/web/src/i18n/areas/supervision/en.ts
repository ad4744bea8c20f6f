import { supervisionTextEn } from '@kg/domain/i18n/supervision/en';
import { supervisionScreens } from '../../en/supervision';

/** supervision's words (en): loaded with its pages (areas.ts). */
export const words = { ...supervisionTextEn, supervisionScreens };
