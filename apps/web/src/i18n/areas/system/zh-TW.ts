import { system } from '../../zh-TW/system';

/** system's words (zh-TW): loaded with its pages (areas.ts). */
export const words = { system };
