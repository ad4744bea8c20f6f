/**
 * Full address of a stored image (spec section 9): empty stays empty, paths of 5 characters or
 * fewer are left alone, paths with a scheme (or protocol-relative) are kept, the rest get the media host.
 */
export function imageUrl(path: string | null | undefined, mediaHost: string): string {
  if (!path) return '';
  if (path.length <= 5) return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const host = mediaHost.replace(/\/+$/, '');
  return `${host}/${path.replace(/^\/+/, '')}`;
}
