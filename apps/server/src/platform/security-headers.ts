import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Where the page may load from beyond its own origin. */
export interface PolicySources {
  /** The media host (config.storage.mediaHost): '/files' on the product, or an absolute address. */
  mediaHost: string;
  /** The storage's upload origin when browsers post files straight to it (S3), else null. */
  uploadOrigin: string | null;
}

type Directives = Record<string, string[]>;

/** A media host as a CSP source: none for one on the product's origin, its address as a path prefix otherwise. */
export function mediaSource(mediaHost: string): string[] {
  if (mediaHost.startsWith('/') && !mediaHost.startsWith('//')) return [];
  const url = new URL(mediaHost, 'https://placeholder.invalid');
  const prefix = `${url.pathname.replace(/\/*$/, '')}/`;
  // A path with characters a source expression cannot hold falls back to the whole origin.
  const path = /^[A-Za-z0-9\-._~!$&'()*+=:@%/]*$/.test(prefix) ? prefix : '/';
  return [mediaHost.startsWith('//') ? `${url.host}${path}` : `${url.origin}${path}`];
}

/**
 * The web app's policy: everything from the product itself, images also from the media host,
 * uploads also to the storage. No inline script anywhere (the build has none; script-src-attr
 * 'none' also forbids onclick="..."), never framed, no plugins, no <base> or form posts elsewhere.
 *
 * style-src keeps 'unsafe-inline', measured and decided: antd 6 writes its CSS as <style> elements
 * at run time (CSS-in-JS): 87 of them (590 KB) on the student list, three more when its form's
 * drawer opens. ConfigProvider's csp.nonce reaches antd's own, but one of those three, the drawer's
 * and every modal's scroll lock (`html body { overflow-y: hidden }`, @rc-component/portal's
 * updateCSS), is written with no way to pass a nonce: under a nonce-only style-src every dialog's
 * scroll lock would be refused, a violation each time.
 * A nonce would also need index.html rendered per request. Styles cannot run code, and with
 * scripts, images, fonts and connections held to the product a style cannot send data out.
 */
export function webAppDirectives({ mediaHost, uploadOrigin }: PolicySources): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", ...mediaSource(mediaHost)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(uploadOrigin ? [uploadOrigin] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * /docs (Swagger UI): its own scripts and styles from /docs/static, its logo as a data: image, the
 * "try it out" calls to the product; nothing else.
 */
export const DOCS_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers on every answer (pages, assets, API, files), with the policy above. Helmet's
 * middleware is made once: the Fastify plugin made it again for every request (2 % of a request's time).
 */
export async function installSecurityHeaders(app: FastifyInstance, sources: PolicySources, trustProxy: boolean): Promise<void> {
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: webAppDirectives(sources) },
    frameguard: { action: 'deny' },
    // Same-origin referrers only: other sites learn nothing of the back-office's addresses.
    referrerPolicy: { policy: 'same-origin' },
    // Set below, only when the request really came over TLS.
    strictTransportSecurity: false,
  });
  // HSTS on plain http would be ignored at best; behind a TLS proxy it is trusted only when the
  // proxy is (TRUST_PROXY: Fastify reads x-forwarded-proto only then).
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => {
      if (error) return done(error as Error);
      if (trustProxy && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  });
}
