import { APP_TYPES, translate } from '@kg/domain';
import { DEMO_USERS } from './db/seed/demo-data.js';

export interface StartFacts {
  /** What `listen` answered, e.g. http://127.0.0.1:8080. */
  address: string;
  database: string;
  /** The demo accounts are there (the demo data is seeded). */
  demo: boolean;
}

const LOOPBACK = /^https?:\/\/(127\.\d+\.\d+\.\d+|\[::1\]|localhost)(:|\/|$)/;

/** The lines a start ends with: where it answers and, with the demo data, an account to try. */
export function startBanner({ address, database, demo }: StartFacts): string {
  // Every interface: the address people type on this machine.
  const url = address.replace(/\/\/(0\.0\.0\.0|\[::\])(?=:)/, '//localhost');
  const lines = [`Ready: ${url}  (database: ${database}; API described at ${url}/docs)`];
  if (demo) {
    const user = DEMO_USERS[0]!;
    const system = translate('zh-CN', `appType.${APP_TYPES[user.appType].key}`);
    const english = translate('en', `appType.${APP_TYPES[user.appType].key}`).toLowerCase();
    lines.push(`Try it: user name ${user.userName}, password ${user.password}, system ${system} (${english}); the other demo accounts are in README.md.`);
    if (LOOPBACK.test(address)) lines.push('Only this machine can reach it (the demo passwords are public): set HOST=0.0.0.0 to open it to the network.');
  }
  return `\n${lines.join('\n')}\n`;
}
