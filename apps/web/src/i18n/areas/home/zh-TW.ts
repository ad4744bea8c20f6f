import { home } from '../../zh-TW/home';
import { kigHome } from '../../zh-TW/kig-home';

/** home's words (zh-TW): loaded with its pages (areas.ts). */
export const words = { home, kigHome };
