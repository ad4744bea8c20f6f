import { healthEn, healthTextEn } from '@kg/domain/i18n/health/en';
import { healthScreens } from '../../en/health';
import { healthPhotos } from '../../en/health-photos';

/** health's words (en): loaded with its pages (areas.ts). */
export const words = { entity: healthEn, health: healthTextEn, healthScreens, healthPhotos };
