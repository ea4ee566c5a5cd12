import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl, isPrivateAddress, readRemote, RemoteFetchError } from './remote-fetch.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/meta.json')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Moon"}');
    if (req.url === '/moved') return void res.writeHead(302, { location: '/meta.json' }).end();
    if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/big') return void res.writeHead(200).end(Buffer.alloc(4096));
    if (req.url === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 2000);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const local = { timeoutMs: 1000, maxBytes: 1024, allowPrivate: true };
const reasonOf = (p: Promise<unknown>) =>
  p.then(
    () => 'read',
    (e: unknown) => (e instanceof RemoteFetchError ? e.reason : String(e)),
  );

describe('reading what token metadata points to', () => {
  it('reads an http document, following a redirect', async () => {
    const { bytes, contentType } = await readRemote(`${base}/moved`, local);
    expect(JSON.parse(bytes.toString())).toEqual({ name: 'Moon' });
    expect(contentType).toBe('application/json');
  });

  it('refuses this machine and private networks unless allowed (the local chain), by address or by name', async () => {
    const strict = { ...local, allowPrivate: false };
    expect(await reasonOf(readRemote(`${base}/meta.json`, strict))).toBe('address');
    expect(
      await reasonOf(readRemote(`${base.replace('127.0.0.1', 'localhost')}/meta.json`, strict)),
    ).toBe('address');
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '2606:4700::1111', '::ffff:1.1.1.1'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('stops at the size limit, the time limit, an error status, too many redirects and other schemes', async () => {
    expect(await reasonOf(readRemote(`${base}/big`, local))).toBe('tooLarge');
    expect(await reasonOf(readRemote(`${base}/slow`, { ...local, timeoutMs: 200 }))).toBe(
      'timeout',
    );
    expect(await reasonOf(readRemote(`${base}/missing`, local))).toBe('status');
    expect(await reasonOf(readRemote(`${base}/loop`, local))).toBe('status');
    expect(await reasonOf(readRemote('file:///etc/passwd', local))).toBe('scheme');
    expect(await reasonOf(readRemote('ftp://example.com/x', local))).toBe('scheme');
  });

  it('decodes data: URIs, base64 or percent-encoded, within the size limit', async () => {
    const json = Buffer.from('{"name":"Sun"}').toString('base64');
    expect((await readRemote(`data:application/json;base64,${json}`, local)).bytes.toString()).toBe(
      '{"name":"Sun"}',
    );
    const plain = await readRemote(
      `data:application/json,${encodeURIComponent('{"name":"Ré"}')}`,
      local,
    );
    expect(plain.bytes.toString()).toBe('{"name":"Ré"}');
    expect(plain.contentType).toBe('application/json');
    expect(
      await reasonOf(
        readRemote(`data:text/plain;base64,${Buffer.alloc(2048).toString('base64')}`, local),
      ),
    ).toBe('tooLarge');
  });

  it('reads ipfs: through the public gateway', () => {
    expect(gatewayUrl('ipfs://bafy123/1.json')).toBe('https://ipfs.io/ipfs/bafy123/1.json');
    expect(gatewayUrl('ipfs://ipfs/bafy123')).toBe('https://ipfs.io/ipfs/bafy123');
    expect(gatewayUrl('https://example.com/1')).toBe('https://example.com/1');
  });
});
