import { loadConfig } from '../../platform/config.js';
import { openDatabase } from '../../platform/db.js';
import { seedIfEmpty } from './seed.js';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const seeded = await seedIfEmpty(database.db);
console.log(seeded ? 'Demo data written.' : 'The database already has data: only new catalogue menus were added.');
await database.close();
