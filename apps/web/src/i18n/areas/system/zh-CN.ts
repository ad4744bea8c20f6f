import { system } from '../../zh-CN/system';

/** system's words (zh-CN): loaded with its pages (areas.ts). */
export const words = { system };
