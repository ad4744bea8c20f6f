import { loadConfig } from './platform/config.js';
import { startServer } from './server.js';

await startServer(loadConfig());
