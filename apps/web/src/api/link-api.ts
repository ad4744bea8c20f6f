import { apiPath, type LinkDef, type LinkEnd, linkListKey, type LinkRecord } from '@kg/domain';
import { api, requestAnswer } from './client';

/** The calls of a declared link (`/<area>/<link>/list|save|delete`). */
export function linkApi(link: LinkDef) {
  const path = (call: string) => apiPath(link, call);
  return {
    list: (end: LinkEnd, ids: readonly string[], signal?: AbortSignal) =>
      api.post<LinkRecord[]>(path('list'), { [linkListKey(end)]: ids }, { signal }),
    save: (body: Record<string, unknown>) => requestAnswer<LinkRecord>('POST', path('save'), { body }),
    remove: (keys: Record<string, string>) => requestAnswer<null>('POST', path('delete'), { body: keys }),
  };
}

/** Everything of one link lives under ['link', name]: a change refreshes both sides' views of it. */
export const linkQueryKeys = {
  all: (link: LinkDef) => ['link', link.name] as const,
  list: (link: LinkDef, end: LinkEnd, ids: readonly string[]) => ['link', link.name, end.key, ids] as const,
};
