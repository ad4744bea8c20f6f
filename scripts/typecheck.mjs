// Type-checks the whole repository (strict, no emit) as three programs run side by side: the Node side
// (domain, server, benchmarks: one program, so the domain and the server are checked once, not three
// times), the web app and the browser tests (their DOM types set them apart). Each one's output is
// printed whole, in order; the exit code is non-zero when any of them fails.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const programs = ['tsconfig.node.json', 'apps/web', 'e2e'];

const run = (project) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ project, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });

const results = await Promise.all(programs.map(run));
let failed = 0;
for (const r of results) {
  if (r.output.trim()) process.stdout.write(r.output.endsWith('\n') ? r.output : `${r.output}\n`);
  console.log(`tsc -p ${r.project}: ${r.code === 0 ? 'ok' : 'failed'} (${r.seconds.toFixed(1)} s)`);
  if (r.code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
