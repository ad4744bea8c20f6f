import type { Envelope } from '@kg/domain';

export function ok<T>(data: T, txt = ''): Envelope<T> {
  return { code: 200, txt, data };
}
