import { healthZhTW, healthTextZhTW } from '@kg/domain/i18n/health/zh-TW';
import { healthScreens } from '../../zh-TW/health';
import { healthPhotos } from '../../zh-TW/health-photos';

/** health's words (zh-TW): loaded with its pages (areas.ts). */
export const words = { entity: healthZhTW, health: healthTextZhTW, healthScreens, healthPhotos };
