/** Normalises a menu `icon` string: 'HomeOutlined', 'home-outlined' and 'home' all give 'home'. */
export function iconKey(name: string): string {
  return name
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[-_\s]?(outlined|filled|two-?tone)$/, '')
    .replace(/[-_\s]/g, '');
}
