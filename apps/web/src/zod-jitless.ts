import { z } from 'zod';

// Zod probes `new Function` to compile fast parsers; the page's CSP (script-src 'self', no
// 'unsafe-eval') refuses it and reports a violation. The probe runs when the first object schema is
// built, at the load of the shared schemas' chunk, so this file is imported first by main.tsx and
// bundled into the vendor chunk (vite.config.ts), which every chunk loads and runs before its own code.
z.config({ jitless: true });
