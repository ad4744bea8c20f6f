import { home } from '../../en/home';
import { kigHome } from '../../en/kig-home';

/** home's words (en): loaded with its pages (areas.ts). */
export const words = { home, kigHome };
