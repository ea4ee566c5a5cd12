import type { APIRequestContext, Page } from '@playwright/test';
import { GREEN_PNG } from './owner.ts';

type Envelope<T> = { statusCode: number; statusDesc: string; data: T };

/**
 * API calls with the session the console keeps in the page (its token, user and store), for
 * seeding what a journey needs but does not test, and for reading what the server now holds.
 */
export async function pageApi(page: Page, request: APIRequestContext) {
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('Token'),
    uid: localStorage.getItem('uid'),
    shopId: localStorage.getItem('shopId'),
  }));
  const headers = {
    Authorization: `Bearer ${session.token}`,
    'X-User-Id': String(session.uid),
    'X-Shop-Id': String(session.shopId),
  };
  const answer = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    const body = (await response.json()) as Envelope<T>;
    if (body.statusCode !== 0)
      throw new Error(`${response.url()} answered ${body.statusCode}: ${body.statusDesc}`);
    return body.data;
  };
  return {
    get: async <T>(path: string) => answer<T>(await request.get(path, { headers })),
    post: async <T>(path: string, data: unknown) =>
      answer<T>(await request.post(path, { headers, data })),
    put: async <T>(path: string, data: unknown) =>
      answer<T>(await request.put(path, { headers, data })),
  };
}

export type PageApi = Awaited<ReturnType<typeof pageApi>>;

/** A collection deployed on the store's chain (POST /api/contracts, then the deployment job), once it is Unverified. */
export async function deployedCollection(api: PageApi, name: string, type: 1 | 2 = 2) {
  const symbol =
    name
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 11)
      .toUpperCase() || 'MFT';
  const created = await api.post<{ id: number }>('/api/contracts', {
    name,
    title: name,
    symbol,
    type,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await api.get<{
      status: number;
      address: string | null;
      failReason: string | null;
    }>(`/api/contract/status/${created.id}`);
    if (status.status === 1 || status.status === 2)
      return { id: created.id, name, address: status.address! };
    if (status.status === 3) throw new Error(`collection deployment failed: ${status.failReason}`);
    if (Date.now() > deadline) throw new Error('collection still Processing after 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The store's own host: `{subdomain}.localhost` resolves to this machine in Chromium. */
export const storeUrl = (stackUrl: string, subdomain: string) =>
  `http://${subdomain}.localhost:${new URL(stackUrl).port}`;

/** Publishes the store's theme: visitors see its pages. */
export async function publishStore(api: PageApi) {
  const themes = await api.get<{ list: { id: number }[] }>('/api/themes');
  await api.put(`/api/themes/themeConfig/store/${themes.list[0]!.id}`, { published: true });
}

/** A category of the store (POST /api/classifications), enabled. */
export async function category(api: PageApi, name: string) {
  return api.post<{ classificationId: number; name: string }>('/api/classifications', { name });
}

/** An NFT of the signed-in owner, created through the API and minted (Off Sale): the NFT journey is nfts.spec.ts. */
export async function mintedNft(
  page: Page,
  request: APIRequestContext,
  api: PageApi,
  body: Record<string, unknown>,
): Promise<number> {
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('Token'),
    uid: localStorage.getItem('uid'),
    shopId: localStorage.getItem('shopId'),
  }));
  const uploaded = await request.post('/api/upload/file', {
    headers: {
      Authorization: `Bearer ${session.token}`,
      'X-User-Id': String(session.uid),
      'X-Shop-Id': String(session.shopId),
    },
    multipart: {
      kind: 'nftContent',
      file: { name: 'ticket.png', mimeType: 'image/png', buffer: GREEN_PNG },
    },
  });
  const { path } = ((await uploaded.json()) as { data: { path: string } }).data;
  const nft = await api.post<{ id: number }>('/api/tokens', { icon: path, ...body });
  const deadline = Date.now() + 60_000;
  while ((await api.get<{ status: number }>(`/api/tokens/${nft.id}`)).status !== 1) {
    if (Date.now() > deadline) throw new Error('NFT still not minted after 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return nft.id;
}
