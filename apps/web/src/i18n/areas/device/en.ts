import { deviceEn } from '@kg/domain/i18n/device/en';
import { device } from '../../en/device';

/** device's words (en): loaded with its pages (areas.ts). */
export const words = { entity: deviceEn, device };
