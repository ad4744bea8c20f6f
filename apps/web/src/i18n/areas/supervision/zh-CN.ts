import { supervisionTextZhCN } from '@kg/domain/i18n/supervision/zh-CN';
import { supervisionScreens } from '../../zh-CN/supervision';

/** supervision's words (zh-CN): loaded with its pages (areas.ts). */
export const words = { ...supervisionTextZhCN, supervisionScreens };
