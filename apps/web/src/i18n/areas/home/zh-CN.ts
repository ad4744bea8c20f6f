import { home } from '../../zh-CN/home';
import { kigHome } from '../../zh-CN/kig-home';

/** home's words (zh-CN): loaded with its pages (areas.ts). */
export const words = { home, kigHome };
