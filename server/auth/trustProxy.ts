/**
 * TRUST_PROXY: which proxies in front of the server may name the client in X-Forwarded-For. Without it the
 * header is ignored (any client can write it); with it, per-IP limits see the client behind a load balancer.
 */
import { BlockList, isIP } from 'node:net';

/** `{ hops }`: that many proxies always stand in front; `{ addresses }`: only these proxies (IPs or CIDR ranges) are trusted. */
export type TrustProxy = { hops: number } | { addresses: string[] };

function unmapped(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (address === undefined || extra !== undefined) {
    return false;
  }
  const family = isIP(address);
  if (bits === undefined) {
    return family !== 0;
  }
  const prefix = Number(bits);
  return family !== 0 && /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as configured: unset, empty or 0 is null (trust no one); a whole number is a hop count; else a
 * comma-separated list of addresses and CIDR ranges. Throws on anything else, so a typo stops the start.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const text = raw?.trim() ?? '';
  if (text === '' || text === '0') {
    return null;
  }
  if (/^\d+$/.test(text)) {
    return { hops: Number(text) };
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  const bad = addresses.find((entry) => !isRange(entry));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of IP addresses and CIDR ranges, got '${bad}'`,
    );
  }
  return { addresses };
}

const blockLists = new WeakMap<TrustProxy, BlockList>();

function trustedList(trust: { addresses: string[] }): BlockList {
  let list = blockLists.get(trust);
  if (list === undefined) {
    list = new BlockList();
    for (const entry of trust.addresses) {
      const [address, bits] = entry.split('/') as [string, string | undefined];
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) {
        list.addAddress(address, family);
      } else {
        list.addSubnet(address, Number(bits), family);
      }
    }
    blockLists.set(trust, list);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client address of a request that arrived from `socket` with the given X-Forwarded-For header.
 * Hops: the address `hops` entries from the right of [header…, socket] (a client can only prepend entries,
 * never change the ones the proxies appended). Address list: walking from the socket leftwards, the first
 * address that is not a trusted proxy. An entry that is not an IP address yields the nearest proxy instead.
 */
export function forwardedClient(trust: TrustProxy, socket: string, forwardedFor: string | undefined): string {
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    socket,
  ];
  let index: number;
  if ('hops' in trust) {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    const list = trustedList(trust);
    index = chain.length - 1;
    while (index > 0 && isTrusted(list, chain[index]!)) {
      index -= 1;
    }
  }
  // Garbage where an address should be: the hop to its right is the last one we can vouch for.
  while (index < chain.length - 1 && isIP(unmapped(chain[index]!)) === 0) {
    index += 1;
  }
  return unmapped(chain[index]!);
}

/**
 * Whether the peer on `socket` is a proxy TRUST_PROXY vouches for, whose forwarding headers may be believed:
 * with a hop count every peer is (a proxy always stands in front), with an address list only those addresses.
 */
export function isTrustedProxy(trust: TrustProxy, socket: string): boolean {
  return 'hops' in trust ? trust.hops > 0 : isTrusted(trustedList(trust), socket);
}
