import { supervisionTextZhTW } from '@kg/domain/i18n/supervision/zh-TW';
import { supervisionScreens } from '../../zh-TW/supervision';

/** supervision's words (zh-TW): loaded with its pages (areas.ts). */
export const words = { ...supervisionTextZhTW, supervisionScreens };
