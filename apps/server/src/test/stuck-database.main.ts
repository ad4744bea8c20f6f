/**
 * The server exactly as `npm start` starts it, with one hook production does not have: a line on
 * stdin sends the database a statement that does not end (the way PGlite once spun in its log
 * flush), so a test can see the server answer and stop around it.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../platform/config.js';
import { startServer } from '../server.js';

const { database } = await startServer(loadConfig());
process.stdin.once('data', () => {
  database.db.execute(sql`select pg_sleep(3600)`).catch(() => undefined);
  console.log('database held');
});
