import { healthZhCN, healthTextZhCN } from '@kg/domain/i18n/health/zh-CN';
import { healthScreens } from '../../zh-CN/health';
import { healthPhotos } from '../../zh-CN/health-photos';

/** health's words (zh-CN): loaded with its pages (areas.ts). */
export const words = { entity: healthZhCN, health: healthTextZhCN, healthScreens, healthPhotos };
