// The server's test files the PostgreSQL and Citus phases leave out, by the rule of docs/testing.md:
// a file that reaches no database (it imports no database driver, no database module and nothing of
// the test harness, which is what opens one), or one that says why what it asserts is decided apart
// from the SQL (a first-line comment starting `// PGlite only:`). Printed one path a line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What opens a database: a driver, the server's database module, the test harness (test apps, test databases). */
const OPENS_A_DATABASE = [/from '(pg|@electric-sql\/pglite)'/, /from '[./]*\/?(platform\/)?db\.js'/, /from '(\.\.\/)+test\//, /from '\.\/test\//];
export const MARKER = '// PGlite only:';

/** Whether a test file, by its text, runs on PGlite only. */
export function pgliteOnly(text) {
  if (text.startsWith(MARKER)) return true;
  return !OPENS_A_DATABASE.some((pattern) => pattern.test(text));
}

export function pgliteOnlyFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      // The harness's own tests (src/test) import it by its siblings: they stay on every database.
      else if (entry.name.endsWith('.test.ts') && !file.includes(`${path.sep}src${path.sep}test${path.sep}`) && pgliteOnly(readFileSync(file, 'utf8'))) {
        found.push(path.relative(root, file).split(path.sep).join('/'));
      }
    }
  };
  walk(path.join(root, 'apps/server/src'));
  return found.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of pgliteOnlyFiles(process.cwd())) console.log(file);
}
