import { deviceZhCN } from '@kg/domain/i18n/device/zh-CN';
import { device } from '../../zh-CN/device';

/** device's words (zh-CN): loaded with its pages (areas.ts). */
export const words = { entity: deviceZhCN, device };
