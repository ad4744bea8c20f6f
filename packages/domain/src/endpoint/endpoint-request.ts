import type { EndpointDef, EndpointInput } from './define-endpoint.js';

/**
 * The endpoint's path with its parameters filled in, and the rest of the input (query or body). Kept
 * apart from the declarations, which build zod schemas: every web call uses it, the sign-in screen's too.
 */
export function endpointRequest<D extends EndpointDef>(def: D, input: EndpointInput<D>): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const path = def.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path, rest };
}
