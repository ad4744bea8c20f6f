import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, systemEndpoints } from '../endpoints/index.js';
import { defineEndpoint, type EndpointAnswer, type EndpointInput } from './define-endpoint.js';
import { endpointRequest } from './endpoint-request.js';

describe('defineEndpoint', () => {
  it('refuses a path whose parameters the declaration does not name, and the reverse', () => {
    const base = { area: 't', method: 'GET', summary: 's', access: { signedIn: true }, answer: z.null() } as const;
    expect(() => defineEndpoint({ ...base, path: '/t/:id' })).toThrow(/path parameters id/);
    expect(() => defineEndpoint({ ...base, path: '/t', params: z.object({ id: z.uuid() }) })).toThrow(/params id/);
    expect(defineEndpoint({ ...base, path: '/t/:id', params: z.object({ id: z.uuid() }) }).path).toBe('/t/:id');
  });

  it("fills the path's parameters from the input and leaves the rest as query or body", () => {
    const input: EndpointInput<typeof systemEndpoints.resetPassword> = { id: 'a/b' };
    expect(endpointRequest(systemEndpoints.resetPassword, input)).toEqual({ path: '/api/user/resetPassword/a%2Fb', rest: {} });
    expect(endpointRequest(systemEndpoints.areaPath, { code: '310104' })).toEqual({ path: '/system/area/path', rest: { code: '310104' } });
    // The answer's type is the declaration's: a password, nothing else.
    const answer: EndpointAnswer<typeof systemEndpoints.resetPassword> = { password: 'x' };
    expect(answer.password).toBe('x');
  });

  it('declares each endpoint once: no path and method twice, each with a summary and an area', () => {
    const keys = ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ENDPOINTS.filter((e) => !e.summary || !e.area).map((e) => e.path)).toEqual([]);
  });
});
