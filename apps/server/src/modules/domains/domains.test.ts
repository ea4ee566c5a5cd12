import dns2, { Packet } from 'dns2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import {
  call,
  createShop,
  createTestApp,
  signUp,
  type Session,
  type TestApp,
} from '../../test/helper.ts';
import { domains } from './domains.tables.ts';

/** A real DNS server on loopback answering from `zone` (name → records). */
type Rec = { type: 'A' | 'TXT' | 'CNAME'; value: string };
const zone = new Map<string, Rec[]>();
const TYPES = { A: Packet.TYPE.A, TXT: Packet.TYPE.TXT, CNAME: Packet.TYPE.CNAME };
const dnsServer = dns2.createServer({
  udp: true,
  handle(request, send) {
    const response = Packet.createResponseFromRequest(request);
    const [q] = request.questions;
    const records = zone.get(q!.name.toLowerCase()) ?? [];
    // dns2's README pushes plain records; its types ask for Resource instances.
    const answer = (r: object) => response.answers.push(r as never);
    for (const r of records) {
      // A CNAME answers every question of its name, as a real server does.
      if (TYPES[r.type] !== q!.type && r.type !== 'CNAME') continue;
      const base = { name: q!.name, class: Packet.CLASS.IN, ttl: 1, type: TYPES[r.type] };
      if (r.type === 'A') answer({ ...base, address: r.value });
      if (r.type === 'TXT') answer({ ...base, data: r.value });
      if (r.type === 'CNAME') answer({ ...base, domain: r.value });
    }
    if (!zone.has(q!.name.toLowerCase())) response.header.rcode = 3; // NXDOMAIN
    send(response);
  },
});

const TARGET_IP = '203.0.113.7';
let app: TestApp;
let owner: Session & { subdomain: string };
let shopId: number;
beforeAll(async () => {
  const addr = await dnsServer.listen({ udp: { port: 0, address: '127.0.0.1' } });
  app = await createTestApp({
    publicUrl: 'http://mintfront.test:8080',
    storeDomain: 'mintfront.test',
    dnsServer: `127.0.0.1:${addr.udp!.port}`,
    domainTarget: TARGET_IP,
  });
  const who = await signUp(app);
  owner = who;
  shopId = (await createShop(app, who)).id;
});
afterAll(async () => {
  await app?.closeAll();
  await dnsServer.close();
});

const add = (domain: string, as = owner, shop = shopId) =>
  call(app, 'POST', '/api/domains', { as, shopId: shop, body: { domain } });
const check = (id: number) =>
  call(app, 'GET', `/api/domains/valid?id=${id}`, { as: owner, shopId });

describe('adding a domain (spec doc 2 §4, §5, §7)', () => {
  it('answers it pending with the TXT record holding a token and the A record to the server', async () => {
    const res = await add(' Shop.Example.com ');
    expect(res.body.statusCode).toBe(0);
    const d = res.body.data;
    expect(d).toMatchObject({ domain: 'shop.example.com', status: 'pending', main: false });
    expect(d.verification).toMatch(/^mintfront-verify=[\w-]{24}$/);
    expect(d.records).toEqual([
      { type: 'TXT', name: '_mintfront.shop.example.com', value: d.verification },
      { type: 'A', name: 'shop.example.com', value: TARGET_IP },
    ]);
    expect(Date.parse(d.expiresAt) - Date.parse(d.createdAt)).toBeCloseTo(72 * 3600 * 1000, -4);
  });

  it('refuses a domain that is not one, naming the field; and the platform’s own names', async () => {
    for (const domain of ['-bad.com', 'localhost', 'a..com', '10.0.0.1', 'ab.com'])
      expect((await add(domain)).body.statusDesc).toMatch(/^domain: A domain is labels/);
    expect((await add('mystore.mintfront.test')).body.statusDesc).toBe(
      "domain: domain is an address of this platform; a store's own domain is outside it",
    );
  });

  it('refuses a domain another store (or this one) already added', async () => {
    await add('taken.example.com');
    const other = await signUp(app);
    const otherShop = await createShop(app, other);
    expect((await add('taken.example.com', other, otherShop.id)).body.statusCode).toBe(40120);
    expect((await add('TAKEN.example.com')).body.statusCode).toBe(40120);
  });
});

describe('checking a domain against a real DNS server', () => {
  it('stays pending until both records resolve, then is valid and the main domain', async () => {
    const d = (await add('verify.example.com')).body.data;
    let res = await check(d.id);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      found: { txt: false, target: false },
    });

    zone.set('_mintfront.verify.example.com', [{ type: 'TXT', value: 'someone-else' }]);
    zone.set('verify.example.com', [{ type: 'A', value: TARGET_IP }]);
    res = await check(d.id);
    expect(res.body.data).toMatchObject({ status: 'pending', found: { txt: false, target: true } });

    zone.set('_mintfront.verify.example.com', [{ type: 'TXT', value: d.verification }]);
    res = await check(d.id);
    expect(res.body.data).toMatchObject({
      status: 'valid',
      main: true,
      found: { txt: true, target: true },
    });
    expect(res.body.data.verifiedAt).not.toBeNull();
    const shop = (await call(app, 'GET', '/api/shop/info', { as: owner, shopId })).body.data;
    expect(shop.setup.setUpDomain).toBe(true);
  });

  it('fails a domain still unresolved after 72 hours; saving it again gives it 72 hours more', async () => {
    const d = (await add('late.example.com')).body.data;
    const longAgo = new Date(Date.now() - 73 * 3600 * 1000);
    await app.db.update(domains).set({ pendingSince: longAgo }).where(eq(domains.id, d.id));
    expect((await check(d.id)).body.data.status).toBe('failed');
    const listed = (await call(app, 'GET', '/api/domains', { as: owner, shopId })).body.data.list;
    expect(listed.find((x: { id: number }) => x.id === d.id).status).toBe('failed');
    const retry = await call(app, 'PUT', `/api/domain/${d.id}`, {
      as: owner,
      shopId,
      body: { domain: 'late.example.com', name: 'Late' },
    });
    expect(retry.body.data).toMatchObject({ status: 'pending', name: 'Late' });
    expect(retry.body.data.verification).toBe(d.verification);
  });

  it('keeps one main domain: only a valid one may become main, and it replaces the old', async () => {
    const pending = (await add('pending.example.com')).body.data;
    const main = (id: number) =>
      call(app, 'PUT', '/api/domain/main/update', { as: owner, shopId, body: { id } });
    expect((await main(pending.id)).body.statusCode).toBe(40121);

    const second = (await add('second.example.com')).body.data;
    zone.set('_mintfront.second.example.com', [{ type: 'TXT', value: second.verification }]);
    zone.set('second.example.com', [{ type: 'A', value: TARGET_IP }]);
    expect((await check(second.id)).body.data).toMatchObject({ status: 'valid', main: false });
    expect((await main(second.id)).body.data.main).toBe(true);
    const list = (await call(app, 'GET', '/api/domains', { as: owner, shopId })).body.data.list;
    expect(list.filter((x: { main: boolean }) => x.main).map((x: { id: number }) => x.id)).toEqual([
      second.id,
    ]);
  });

  it('a changed domain is pending again with a new token; deleting removes it', async () => {
    const d = (await add('old.example.com')).body.data;
    const res = await call(app, 'PUT', `/api/domain/${d.id}`, {
      as: owner,
      shopId,
      body: { domain: 'new.example.com' },
    });
    expect(res.body.data).toMatchObject({ domain: 'new.example.com', status: 'pending' });
    expect(res.body.data.verification).not.toBe(d.verification);
    const same = await call(app, 'PUT', `/api/domain/${d.id}`, {
      as: owner,
      shopId,
      body: { domain: 'new.example.com' },
    });
    expect(same.body.data.verification).toBe(res.body.data.verification);
    expect(
      (await call(app, 'DELETE', `/api/domain/${d.id}`, { as: owner, shopId })).body.statusCode,
    ).toBe(0);
    expect((await check(d.id)).body.statusCode).toBe(40400);
  });

  it('with a host as target, takes its CNAME, or an apex address the target also has', async () => {
    const hostApp = await createTestApp({
      publicUrl: 'http://mintfront.test:8080',
      storeDomain: 'mintfront.test',
      dnsServer: `127.0.0.1:${dnsServer.addresses().udp!.port}`,
      domainTarget: 'edge.mintfront.test',
    });
    try {
      const who = await signUp(hostApp);
      const shop = (await createShop(hostApp, who)).id;
      const one = async (domain: string, records: Rec[]) => {
        const d = (
          await call(hostApp, 'POST', '/api/domains', { as: who, shopId: shop, body: { domain } })
        ).body.data;
        expect(d.records[1]).toEqual({ type: 'CNAME', name: domain, value: 'edge.mintfront.test' });
        zone.set(`_mintfront.${domain}`, [{ type: 'TXT', value: d.verification }]);
        zone.set(domain, records);
        return (
          await call(hostApp, 'GET', `/api/domains/valid?id=${d.id}`, { as: who, shopId: shop })
        ).body.data;
      };
      zone.set('edge.mintfront.test', [{ type: 'A', value: '198.51.100.9' }]);
      expect(
        (await one('www.cname.com', [{ type: 'CNAME', value: 'EDGE.mintfront.test.' }])).status,
      ).toBe('valid');
      expect((await one('apex.com', [{ type: 'A', value: '198.51.100.9' }])).status).toBe('valid');
      expect((await one('elsewhere.com', [{ type: 'A', value: '192.0.2.1' }])).found).toEqual({
        txt: true,
        target: false,
      });
    } finally {
      await hostApp.closeAll();
    }
  });
});

describe('TLS certificates on demand (Caddy ask)', () => {
  const ask = (domain: string, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
    call(app, 'GET', `/api/tls/ask?domain=${encodeURIComponent(domain)}`, opts);

  it('allows valid domains, store subdomains and the platform host; refuses others with 404', async () => {
    expect((await ask('verify.example.com')).status).toBe(200);
    expect((await ask(`${owner.subdomain}.mintfront.test`)).status).toBe(200);
    expect((await ask('mintfront.test')).status).toBe(200);
    expect((await ask('pending.example.com')).status).toBe(404);
    expect((await ask('nobody.mintfront.test')).status).toBe(404);
    expect((await ask('unknown.org')).status).toBe(404);
  });

  it('answers only this machine, and not through a proxy', async () => {
    expect((await ask('verify.example.com', { ip: '10.1.2.3' })).status).toBe(403);
    expect(
      (await ask('verify.example.com', { headers: { 'x-forwarded-for': '10.1.2.3' } })).status,
    ).toBe(403);
  });
});

describe('DNS_SERVER setting', () => {
  it('takes an IP with an optional port and refuses anything else', () => {
    for (const v of ['127.0.0.1:5353', '1.1.1.1', '[::1]:53', '::1'])
      expect(loadConfig({ DNS_SERVER: v }).dnsServer).toBe(v);
    for (const v of ['dns.google', '127.0.0.1:99999', '1.2.3'])
      expect(() => loadConfig({ DNS_SERVER: v })).toThrow(/DNS_SERVER/);
  });
});
