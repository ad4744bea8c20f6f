import { system } from '../../en/system';

/** system's words (en): loaded with its pages (areas.ts). */
export const words = { system };
