import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

// Reading what a token's metadata points to (imports of NFTs that exist on chain): URLs written by
// whoever deployed the contract. Only http(s), data: and ipfs: (through a public gateway); a time
// limit and a size limit on every read; and, unless allowed (the local development chain), no
// address of this machine or its private network, checked when connecting, so a name that
// resolves there (or redirects there) is refused too.

/** ipfs://<cid>/<path> is read through this gateway. */
export const IPFS_GATEWAY = 'https://ipfs.io/ipfs/';
const MAX_REDIRECTS = 3;

export type RemoteReason =
  'scheme' | 'address' | 'status' | 'timeout' | 'tooLarge' | 'network' | 'data';
export class RemoteFetchError extends Error {
  constructor(
    readonly reason: RemoteReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'RemoteFetchError';
  }
}

export type RemoteOptions = { timeoutMs: number; maxBytes: number; allowPrivate: boolean };
export type RemoteBody = { body: Readable; contentType: string | null };

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** True for loopback, private, link-local, shared, multicast and reserved addresses (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  return family === 0 ? true : PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A DNS lookup that fails for a private address, so the check holds for the address actually connected to. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad || addresses.length === 0)
      return callback(new RemoteFetchError('address', hostname), '', 0);
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** The http(s) URL an ipfs: URI is read from; other URIs unchanged. */
export function gatewayUrl(uri: string): string {
  return uri.startsWith('ipfs://')
    ? IPFS_GATEWAY + uri.slice('ipfs://'.length).replace(/^ipfs\//, '')
    : uri;
}

/** A data: URI's bytes and media type (RFC 2397, base64 or percent-encoded). */
export function decodeDataUri(
  uri: string,
  maxBytes: number,
): { bytes: Buffer; contentType: string | null } {
  const comma = uri.indexOf(',');
  if (!uri.startsWith('data:') || comma < 0) throw new RemoteFetchError('data');
  const meta = uri.slice(5, comma);
  const payload = uri.slice(comma + 1);
  const base64 = /;base64$/i.test(meta);
  if ((base64 ? (payload.length * 3) / 4 : payload.length) > maxBytes * 3 + 16)
    throw new RemoteFetchError('tooLarge');
  let bytes: Buffer;
  try {
    bytes = base64
      ? Buffer.from(payload, 'base64')
      : Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    throw new RemoteFetchError('data');
  }
  if (bytes.length > maxBytes) throw new RemoteFetchError('tooLarge');
  const type = meta
    .replace(/;base64$/i, '')
    .split(';')[0]!
    .trim();
  return { bytes, contentType: type || null };
}

function request(url: URL, opts: RemoteOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const get = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const req = get(
      url,
      {
        signal,
        headers: { accept: '*/*', 'user-agent': 'Mintfront' },
        ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      resolve,
    );
    req.once('error', (err) =>
      reject(
        err instanceof RemoteFetchError
          ? err
          : (err.cause as Error | undefined) instanceof RemoteFetchError
            ? err.cause
            : err,
      ),
    );
  });
}

/**
 * Opens a remote body: data: decoded, ipfs: through the gateway, http(s) with at most 3
 * redirects. The body stream fails with `tooLarge` past `maxBytes` and `timeout` past the time
 * limit (counted from the call, reading included).
 */
export async function openRemote(uri: string, opts: RemoteOptions): Promise<RemoteBody> {
  if (uri.startsWith('data:')) {
    const { bytes, contentType } = decodeDataUri(uri, opts.maxBytes);
    return { body: Readable.from([bytes]), contentType };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RemoteFetchError('timeout')), opts.timeoutMs);
  const fail = (err: unknown): never => {
    clearTimeout(timer);
    if (err instanceof RemoteFetchError) throw err;
    if (controller.signal.aborted) throw new RemoteFetchError('timeout');
    throw new RemoteFetchError('network', (err as Error).message);
  };
  let url: URL;
  try {
    url = new URL(gatewayUrl(uri));
  } catch {
    return fail(new RemoteFetchError('scheme'));
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return fail(new RemoteFetchError('scheme', url.protocol));
    if (
      !opts.allowPrivate &&
      isIP(url.hostname.replace(/^\[|\]$/g, '')) &&
      isPrivateAddress(url.hostname.replace(/^\[|\]$/g, ''))
    )
      return fail(new RemoteFetchError('address', url.hostname));
    const res = await request(url, opts, controller.signal).catch(fail);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location && hop < MAX_REDIRECTS) {
      res.resume();
      url = new URL(res.headers.location, url);
      continue;
    }
    if (status !== 200) {
      res.resume();
      return fail(new RemoteFetchError('status', String(status)));
    }
    if (Number(res.headers['content-length'] ?? 0) > opts.maxBytes) {
      res.destroy();
      return fail(new RemoteFetchError('tooLarge'));
    }
    return {
      body: limited(res, opts.maxBytes, controller, timer),
      contentType: res.headers['content-type'] ?? null,
    };
  }
}

/** The response, failing past `maxBytes`; the time limit goes on while it is read. */
function limited(
  res: IncomingMessage,
  maxBytes: number,
  controller: AbortController,
  timer: NodeJS.Timeout,
): Readable {
  let read = 0;
  const out = new Readable({ read: () => res.resume() });
  res.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > maxBytes) {
      res.destroy();
      out.destroy(new RemoteFetchError('tooLarge'));
      return;
    }
    if (!out.push(chunk)) res.pause();
  });
  res.once('end', () => {
    clearTimeout(timer);
    out.push(null);
  });
  res.once('error', (err) => {
    clearTimeout(timer);
    out.destroy(
      controller.signal.aborted
        ? new RemoteFetchError('timeout')
        : new RemoteFetchError('network', err.message),
    );
  });
  out.once('close', () => {
    clearTimeout(timer);
    res.destroy();
  });
  return out;
}

/** The whole remote body (for small documents such as token metadata). */
export async function readRemote(
  uri: string,
  opts: RemoteOptions,
): Promise<{ bytes: Buffer; contentType: string | null }> {
  const { body, contentType } = await openRemote(uri, opts);
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return { bytes: Buffer.concat(parts), contentType };
}
