// A worker thread does not inherit the `--import tsx` of the server's command: it registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./pglite.worker.ts');
