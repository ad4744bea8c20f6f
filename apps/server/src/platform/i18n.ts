import { localeFromApiLang, type Locale, translate } from '@kg/domain';
import type { FastifyRequest } from 'fastify';

/** The request's language, from the `lang` query parameter (docs/architecture.md, section 4); zh_CN by default. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  return localeFromApiLang(query?.lang);
}

export function t(request: FastifyRequest, key: string, params?: Record<string, string | number>): string {
  return translate(requestLocale(request), key, params);
}
