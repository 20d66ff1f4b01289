import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * Who a request comes from, for per-client limits (logins, enquiries, assistant messages) and the records that
 * keep a client's address (sessions, login attempts).
 *
 * The address is the TCP peer, unless that peer is a proxy this process was told to trust (TRUSTED_PROXIES; a
 * service in its own process also trusts GATEWAY_ADDRESS): then Fastify's `trustProxy` walks X-Forwarded-For
 * from the right, past every trusted hop, to the first address it does not trust. A caller that is not a
 * trusted proxy cannot pick its own key by sending the header.
 */

/** One entry of TRUSTED_PROXIES / GATEWAY_ADDRESS: an address, a CIDR range, or (GATEWAY_ADDRESS) a host name. */
export type ProxyEntry =
  | { kind: 'address'; address: string; family: 'ipv4' | 'ipv6' }
  | { kind: 'range'; network: string; prefix: number; family: 'ipv4' | 'ipv6' }
  | { kind: 'host'; name: string };

const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const familyOf = (address: string): 'ipv4' | 'ipv6' | null => {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
};

/**
 * Parses one entry; `null` when it is neither an address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) nor, when
 * `hosts` is allowed, a host name.
 */
export function parseProxyEntry(raw: string, options: { hosts?: boolean } = {}): ProxyEntry | null {
  const entry = raw.trim();
  const slash = entry.indexOf('/');
  if (slash >= 0) {
    const network = entry.slice(0, slash);
    const bits = entry.slice(slash + 1);
    const family = familyOf(network);
    if (!family || !/^\d{1,3}$/.test(bits)) return null;
    const prefix = Number(bits);
    if (prefix > (family === 'ipv4' ? 32 : 128)) return null;
    return { kind: 'range', network, prefix, family };
  }
  const family = familyOf(entry);
  if (family) return { kind: 'address', address: entry, family };
  if (options.hosts && HOST_NAME.test(entry) && !/^[\d.]+$/.test(entry)) return { kind: 'host', name: entry };
  return null;
}

/** Splits a comma-separated list; the first bad entry is returned as `bad`. */
export function parseProxyList(
  raw: string,
  options: { hosts?: boolean } = {},
): { entries: ProxyEntry[]; bad?: string } {
  const entries: ProxyEntry[] = [];
  for (const part of raw.split(',')) {
    if (!part.trim()) continue;
    const entry = parseProxyEntry(part, options);
    if (!entry) return { entries, bad: part.trim() };
    entries.push(entry);
  }
  return { entries };
}

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is `203.0.113.7`. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? (mapped[1] as string) : address.toLowerCase();
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%', 1)[0] as string; // no zone id
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, ...rest] = text.split('::');
  if (rest.length) return null;
  const part = (chunk: string | undefined) =>
    chunk ? chunk.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const left = part(head);
  const right = part(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array<number>(Math.max(0, missing)).fill(0), ...right];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The key per-client limits count under: the address itself for IPv4, its /64 network for IPv6 (one subscriber
 * usually holds a whole /64, so counting single IPv6 addresses would let one client take 2^64 keys).
 */
export function clientKey(address: string): string {
  const normal = normalizeAddress(address);
  if (isIP(normal) !== 6) return normal;
  const groups = ipv6Groups(normal);
  if (!groups) return normal;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * Fastify's `trustProxy` for a list of trusted proxies: true when `address` is one of them. Host names are
 * resolved when the function is made and again (at most every 10 s) when an unknown peer asks, so a gateway
 * container that starts after the service is trusted from its first requests on.
 */
export interface ProxyTrust {
  (address: string, hop: number): boolean;
  /** Resolves the host names now (start-up); resolves even if some do not resolve yet. */
  ready(): Promise<void>;
}

export function proxyTrust(entries: readonly ProxyEntry[]): ProxyTrust {
  const fixed = new BlockList();
  const hosts: string[] = [];
  for (const entry of entries) {
    if (entry.kind === 'address') fixed.addAddress(normalizeAddress(entry.address), entry.family);
    else if (entry.kind === 'range') fixed.addSubnet(entry.network, entry.prefix, entry.family);
    else hosts.push(entry.name);
  }
  let resolved = new Set<string>();
  let lastLookup = 0;
  let pending: Promise<void> | undefined;
  const resolve = () => {
    lastLookup = Date.now();
    pending ??= Promise.all(
      hosts.map((name) =>
        lookup(name, { all: true }).then(
          (found) => found.map((item) => normalizeAddress(item.address)),
          () => [] as string[],
        ),
      ),
    )
      .then((lists) => {
        resolved = new Set(lists.flat());
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
  const check = (address: string): boolean => {
    if (typeof address !== 'string') return false;
    const normal = normalizeAddress(address);
    const family = familyOf(normal);
    if (!family) return false;
    if (fixed.check(normal, family)) return true;
    if (!hosts.length) return false;
    if (resolved.has(normal)) return true;
    if (Date.now() - lastLookup > 10_000) void resolve();
    return false;
  };
  return Object.assign(check, { ready: () => (hosts.length ? resolve() : Promise.resolve()) });
}

/**
 * The client's address as Fastify's `trustProxy` found it (`request.ip`), normalised; the TCP peer when the
 * forwarded value is not an address.
 */
/** What `clientAddressOf` reads of a request (a Fastify request has it). */
export interface RequestPeer {
  readonly ip: string;
  readonly socket?: { readonly remoteAddress?: string } | null;
}

export function clientAddressOf(request: RequestPeer): string {
  const ip = request.ip;
  if (ip && isIP(ip)) return normalizeAddress(ip);
  const peer = request.socket?.remoteAddress;
  return peer ? normalizeAddress(peer) : 'unknown';
}

/** The key of per-client limits for a request: `clientKey(clientAddressOf(request))`. */
export function clientKeyOf(request: RequestPeer): string {
  return clientKey(clientAddressOf(request));
}
