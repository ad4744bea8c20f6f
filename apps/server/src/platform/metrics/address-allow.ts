import { BlockList, isIP } from 'node:net';

/** An IPv4 client on a dual-stack socket is seen as `::ffff:a.b.c.d`. */
const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Whether an address is one of `entries` (addresses and CIDR ranges, IPv4 or IPv6: `127.0.0.0/8`,
 * `::1`, `10.0.0.0/8`). An entry that is neither fails here, so a mistyped METRICS_ALLOW stops the
 * start instead of quietly allowing less (or more) than meant.
 */
export function addressAllow(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = Number(bits);
    const max = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && prefix <= max))) {
      throw new Error(`METRICS_ALLOW: "${entry}" is not an address or a CIDR range`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return (address) => {
    if (!address) return false;
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}
