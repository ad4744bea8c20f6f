import { parseArgs } from 'node:util';
import { addDays } from '../platform/dates.js';
import { playFamilyLetters, playFamilyPayments, playFamilyReading } from './families.js';
import { simulate, SimulatorError } from './simulate.js';
import { httpTransport } from './transport.js';

const USAGE = `Plays a kindergarten's day of gate-machine events against a running server.

  npm run simulate -- --kig <code> [--date yyyy-mm-dd] [--days n] [--url http://localhost:8080]
                      [--ops-user demo-ops] [--ops-password Demo_1234]
                      [--letters n] [--reads n] [--applies n] [--pays n] [--family-phone 13600000001] [--family-password Family_1234] [--outbreak]

--days n plays the n days ending on --date (default 1). Every check carries a palm and a mouth photo. Replaying a day is harmless: every event
carries the machine's own record id, so nothing is counted twice. --letters n (default 2) has a family of
the parents' app write n letters to the principal through /app/v1 (0: none); --reads n (default 3) has it open
n notices it has not read, --applies n (default 1) apply for its children to n activities open today; --pays n
(default 1) pays a month of membership for n of its children through the local payment channel. --outbreak has three
children of one class checked again with fever on the last day: the supervisory platform raises an outbreak alert within a minute.`;

const { values } = parseArgs({
  options: {
    kig: { type: 'string' },
    date: { type: 'string' },
    days: { type: 'string', default: '1' },
    url: { type: 'string', default: process.env.KG_URL ?? 'http://localhost:8080' },
    'ops-user': { type: 'string', default: 'demo-ops' },
    'ops-password': { type: 'string', default: 'Demo_1234' },
    letters: { type: 'string', default: '2' },
    reads: { type: 'string', default: '3' },
    applies: { type: 'string', default: '1' },
    pays: { type: 'string', default: '1' },
    'family-phone': { type: 'string', default: '13600000001' },
    'family-password': { type: 'string', default: 'Family_1234' },
    outbreak: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const date = values.date ?? today;
const days = Number(values.days);
if (values.help || !values.kig || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(days) || days < 1 || days > 62) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const dates = Array.from({ length: days }, (_, i) => addDays(date, i - (days - 1)));
try {
  const result = await simulate({
    transport: httpTransport(values.url),
    kigCode: values.kig,
    dates,
    ops: { userName: values['ops-user'], password: values['ops-password'] },
    until: new Date(),
    allPhotosFrom: dates[0],
    outbreak: values.outbreak,
  });
  console.log(`Machine ${result.machine} at ${values.kig}`);
  console.table(result.days);
  const letters = Number(values.letters);
  if (letters > 0) {
    const written = await playFamilyLetters(httpTransport(values.url), { phone: values['family-phone'], password: values['family-password'] }, letters);
    console.log(`Family ${values['family-phone']} wrote ${written} letters to the principal`);
  }
  const [reads, applies] = [Number(values.reads), Number(values.applies)];
  if (reads > 0 || applies > 0) {
    const done = await playFamilyReading(httpTransport(values.url), { phone: values['family-phone'], password: values['family-password'] }, { reads, applies });
    console.log(`Family ${values['family-phone']} read ${done.read} notices and applied for ${done.applied} activities`);
  }
  const pays = Number(values.pays);
  if (pays > 0) {
    const done = await playFamilyPayments(httpTransport(values.url), { phone: values['family-phone'], password: values['family-password'] }, pays);
    console.log(`Family ${values['family-phone']} paid ${done.paid} memberships online (${(done.amount / 100).toFixed(2)} yuan)`);
  }
} catch (error) {
  if (error instanceof SimulatorError || (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') {
    console.error(`Simulation failed: ${(error as Error).message}${(error as { cause?: { code?: string } }).cause ? ` (is the server running at ${values.url}?)` : ''}`);
    process.exit(1);
  }
  throw error;
}
