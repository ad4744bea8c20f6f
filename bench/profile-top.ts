/**
 * The top self-time functions of a V8 CPU profile (bench/server-cpu.ts BENCH_PROFILE), in µs per
 * request when given the requests it sampled, and optionally beside another profile (the static route's):
 *
 *   node --import tsx bench/profile-top.ts <profile> [<baseline profile>] [top=40]
 */
import { existsSync, readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Self time by function (name, file and line), in µs, from the samples' time deltas, a request's when their number is beside the profile. */
function selfTimes(file: string): Map<string, number> {
  const requests = existsSync(`${file}.requests`) ? Number(readFileSync(`${file}.requests`, 'utf8')) : 1;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]!)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*node_modules\//, '~/').replace(/^.*\/(apps|packages)\//, '$1/')}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'} ${where}`.trim();
    const delta = profile.timeDeltas[i + 1] ?? 0;
    times.set(name, (times.get(name) ?? 0) + delta / requests);
  }
  return times;
}

const [file, baseline, topArg] = process.argv.slice(2);
if (!file) throw new Error('a profile');
const top = Number(topArg ?? 40);
const times = selfTimes(file);
const base = baseline ? selfTimes(baseline) : new Map<string, number>();
const busy = (m: Map<string, number>) => [...m].filter(([k]) => k !== '(idle)' && k !== '(program)').reduce((a, [, v]) => a + v, 0);
console.log(
  `busy ${busy(times).toFixed(1)} µs (program ${(times.get('(program)') ?? 0).toFixed(1)})${baseline ? `, baseline busy ${busy(base).toFixed(1)} µs` : ''} (a request's, when the profile has its .requests beside it)`,
);
const rows = [...times].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]);
for (const [name, us] of rows.slice(0, top)) console.log(`${us.toFixed(1).padStart(8)}  ${baseline ? `${(base.get(name) ?? 0).toFixed(1).padStart(8)}  ` : ''}${name}`);
