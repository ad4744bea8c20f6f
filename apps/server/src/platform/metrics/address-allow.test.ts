import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { addressAllow } from './address-allow.js';

describe('METRICS_ALLOW', () => {
  it('is loopback only unless set, `none` for no one, else its comma-separated entries', () => {
    expect(loadConfig({}).metricsAllow).toEqual(['127.0.0.0/8', '::1']);
    expect(loadConfig({ METRICS_ALLOW: ' ' }).metricsAllow).toEqual(['127.0.0.0/8', '::1']);
    expect(loadConfig({ METRICS_ALLOW: 'none' }).metricsAllow).toEqual([]);
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7 ,,fd00::/8' }).metricsAllow).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
  });

  it('matches addresses and ranges of both families, an IPv4 client on a dual-stack socket as IPv4', () => {
    const allowed = addressAllow(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1']);
    for (const address of ['10.0.0.1', '10.255.255.255', '::ffff:10.2.3.4', '192.168.1.7', 'fd00::1', '::1']) expect(allowed(address), address).toBe(true);
    for (const address of ['11.0.0.1', '192.168.1.8', '::ffff:192.168.1.8', 'fe80::1', '127.0.0.1', '', undefined, 'localhost'])
      expect(allowed(address), String(address)).toBe(false);
    expect(addressAllow([])('127.0.0.1')).toBe(false);
  });

  it('refuses an entry that is neither an address nor a range, so that the server does not start', () => {
    for (const entry of ['10.0.0.0/33', 'fd00::/129', 'localhost', '10.0.0.0/8/1', '10.0.0/8', '10.0.0.0/x', '10.0.0.0/']) {
      expect(() => addressAllow([entry]), entry).toThrow(/METRICS_ALLOW/);
    }
  });
});
