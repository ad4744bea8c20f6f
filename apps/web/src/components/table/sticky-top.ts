import { createContext, useContext } from 'react';

/**
 * How far from the window's top a table's header may stick: below the shell's own sticky header
 * and tabs. Absent (0) outside the shell.
 */
export const StickyTopContext = createContext(0);

export const useStickyTop = () => useContext(StickyTopContext);
