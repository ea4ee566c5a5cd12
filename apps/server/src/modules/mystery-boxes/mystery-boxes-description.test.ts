import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import { drainJobs, getNft } from '../nfts/testing.ts';
import { getPage, setPublished } from '../storefront/storefront-test-kit.ts';
import { app, owner, createBox, body, useMysteryBoxesWorld } from './mystery-boxes-fixture.ts';

useMysteryBoxesWorld();

const RICH =
  '<h2>Inside</h2><p>Open <strong>me</strong> &amp; win</p>' +
  '<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">';

describe('the box description is rich text (spec doc 1 §2; issue 24)', () => {
  it('is stored sanitised, shown as HTML on the storefront without the script, and as text in the metadata', async () => {
    const res = await createBox(owner, body({ description: RICH }));
    expect(res.body.statusCode).toBe(0);
    const id = res.body.data.id as number;
    const stored = (await getNft(app, owner, id)).body.data.description as string;
    expect(stored).toContain('<h2>Inside</h2><p>Open <strong>me</strong> &amp; win</p>');
    expect(stored).not.toMatch(/script|onerror|hacked/);

    await drainJobs(app);
    await setPublished(app, owner, { published: true });
    const shop = await call(app, 'GET', '/api/shop/info', owner);
    const page = await getPage(app, `/s/${shop.body.data.subdomain}/nft/${id}`);
    expect(page.statusCode).toBe(200);
    const main = page.body.slice(page.body.indexOf('<main'), page.body.indexOf('</main>'));
    expect(main).toContain('<div class="rich-text"><h2>Inside</h2><p>Open <strong>me</strong>');
    expect(main).not.toMatch(/<script|onerror|hacked/);
    // The head's description is the text, not the markup.
    expect(page.body).toContain('<meta name="description" content="Inside\nOpen me &amp; win">');

    const metadata = await app.inject({ method: 'GET', url: `/api/token-metadata/${id}` });
    expect(metadata.json().description).toBe('Inside\nOpen me & win');
  });

  it('refuses a description longer than 20,000 characters, naming the field', async () => {
    const res = await createBox(owner, body({ description: `<p>${'a'.repeat(20_000)}</p>` }));
    expect(res.body.statusCode).toBe(40001);
    expect(res.body.statusDesc).toMatch(/^description: /);
  });
});
