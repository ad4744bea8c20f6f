import { z } from 'zod';

// Zod probes `new Function` to compile fast parsers; the page's CSP (script-src 'self', no
// 'unsafe-eval') refuses it and reports a violation. The probe runs when the first object schema is
// built, so this must run before any chunk builds one: main.tsx imports it first, and vite.config.ts
// puts it in one chunk with zod's config module, which every chunk that uses zod imports and so runs first.
z.config({ jitless: true });
