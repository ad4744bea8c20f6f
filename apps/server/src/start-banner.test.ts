import { describe, expect, it } from 'vitest';
import { loadConfig } from './platform/config.js';
import { startBanner } from './start-banner.js';

describe('the first start', () => {
  it('listens on loopback with the demo data unless HOST says otherwise; without the demo, on every interface', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ SEED_DEMO: 'false' }).host).toBe('0.0.0.0');
    expect(loadConfig({ SEED_DEMO: 'false', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('ends with the address, a demo account to try and how to open it to the network', () => {
    const lines = startBanner({ address: 'http://127.0.0.1:8080', database: 'PGlite in ./data', demo: true }).trim().split('\n');
    expect(lines[0]).toMatch(/^Ready: http:\/\/127\.0\.0\.1:8080 /);
    expect(lines[1]).toContain('demo-kig');
    expect(lines[1]).toContain('Demo_1234');
    expect(lines[1]).toContain('幼儿园');
    expect(lines[2]).toContain('HOST=0.0.0.0');
  });

  it('names an address people can type when listening everywhere, and no account without the demo', () => {
    const text = startBanner({ address: 'http://0.0.0.0:8080', database: 'PostgreSQL', demo: false });
    expect(text).toContain('Ready: http://localhost:8080 ');
    expect(text).not.toContain('Demo_1234');
    expect(text).not.toContain('HOST=');
  });
});
