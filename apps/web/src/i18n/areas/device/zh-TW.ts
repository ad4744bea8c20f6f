import { deviceZhTW } from '@kg/domain/i18n/device/zh-TW';
import { device } from '../../zh-TW/device';

/** device's words (zh-TW): loaded with its pages (areas.ts). */
export const words = { entity: deviceZhTW, device };
