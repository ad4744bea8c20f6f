import { type LinkDef, type LinkEnd, linkEndpoints, linkListKey, type LinkRecord } from '@kg/domain';
import { callEndpoint, callEndpointAnswer } from './endpoint';

/** The calls of a declared link (`/<area>/<link>/list|save|delete`), through `linkEndpoints`. */
export function linkApi(link: LinkDef) {
  const e = linkEndpoints(link);
  return {
    list: (end: LinkEnd, ids: readonly string[], signal?: AbortSignal) => callEndpoint(e.list, { [linkListKey(end)]: [...ids] }, { signal }) as Promise<LinkRecord[]>,
    save: (body: Record<string, unknown>) => callEndpointAnswer(e.save, body) as Promise<{ data: LinkRecord; txt: string }>,
    remove: (keys: Record<string, string>) => callEndpointAnswer(e.delete, keys),
  };
}
/** Everything of one link lives under ['link', name]: a change refreshes both sides' views of it. */
export const linkQueryKeys = {
  all: (link: LinkDef) => ['link', link.name] as const,
  list: (link: LinkDef, end: LinkEnd, ids: readonly string[]) => ['link', link.name, end.key, ids] as const,
};
