import type { AppConfig } from '../../platform/config.js';
import type { ThrottleKey } from '../../platform/throttle/failure-throttle.js';

/**
 * The keys that count wrong passwords: one per user name, one per address. Sign-in and the public
 * password change share them, so neither doubles the guesses the other allows.
 */
export function credentialKeys(config: AppConfig, userName: string, ip: string): { user: ThrottleKey; address: ThrottleKey } {
  const throttle = config.loginThrottle;
  return {
    user: { key: `user:${userName.toLowerCase()}`, max: throttle.maxUserFailures },
    address: { key: `ip:${ip}`, max: throttle.maxAddressFailures },
  };
}
