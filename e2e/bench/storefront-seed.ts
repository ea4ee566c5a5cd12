import { NFT_BULK_COLUMNS } from '../support/nft-bulk-sheet.ts';
import { xlsxRows } from '../support/xlsx-file.ts';
import { artworkPng } from './artwork-png.ts';

type Envelope<T> = { statusCode: number; statusDesc: string; data: T };
type Schedule = { id: number; state: string; created: number; failed: number; problem: string };

/** Distinct pictures the NFTs take in turn: every card on a page of the store shows its own. */
const PICTURES = 40;
/** Uploads under way at once. */
const UPLOADS_AT_ONCE = 4;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Calls `check` every `everyMs` until it answers a value, for at most `timeoutMs`. */
async function waitFor<T>(what: string, check: () => Promise<T | null>, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not done after ${timeoutMs / 1000} s`);
    await pause(500);
  }
}

/** JSON calls on the API with a session's headers; an answer other than statusCode 0 throws. */
function apiOf(url: string, headers: Record<string, string> = {}) {
  const call = async <T>(method: string, path: string, body?: unknown | FormData) => {
    const form = body instanceof FormData;
    const res = await fetch(url + path, {
      method,
      headers: {
        ...headers,
        ...(body !== undefined && !form && { 'content-type': 'application/json' }),
      },
      body: form ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as Envelope<T>;
    if (answer.statusCode !== 0)
      throw new Error(`${method} ${path} answered ${answer.statusCode}: ${answer.statusDesc}`);
    return answer.data;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
  };
}
type Api = ReturnType<typeof apiOf>;

/** A new owner (sign-up code read from the mailbox) with a store on the local chain. */
async function ownerWithStore(
  url: string,
  codeFor: (to: string, since?: number) => Promise<string>,
) {
  const id = Date.now().toString(36);
  const email = `bench-${id}@example.com`;
  const since = Date.now();
  const anonymous = apiOf(url);
  await anonymous.get(`/api/registerVerification?email=${encodeURIComponent(email)}`);
  const { token, uid } = await anonymous.post<{ token: string; uid: number }>('/api/verify/code', {
    email,
    code: await codeFor(email, since),
    password: `Secret${id}9`,
    username: `bench${id}`,
    agree_terms: true,
  });
  const subdomain = `bench-${id}`;
  const signedIn = apiOf(url, { Authorization: `Bearer ${token}`, 'X-User-Id': String(uid) });
  const shop = await signedIn.post<{ id: number }>('/api/shops', {
    name: `HarbourGallery${id}`,
    chain: 'local',
    subdomain,
  });
  const headers = {
    Authorization: `Bearer ${token}`,
    'X-User-Id': String(uid),
    'X-Shop-Id': String(shop.id),
  };
  return { api: apiOf(url, headers), subdomain };
}

/** A collection of `type` deployed on the local chain (the deployment job), once it is Unverified. */
async function deployedCollection(api: Api, name: string, type: 1 | 2) {
  const symbol = name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 11)
    .toUpperCase();
  const { id } = await api.post<{ id: number }>('/api/contracts', {
    name,
    title: name,
    symbol,
    type,
  });
  await waitFor('collection deployment', async () => {
    const s = await api.get<{ status: number; failReason: string | null }>(
      `/api/contract/status/${id}`,
    );
    if (s.status === 3) throw new Error(`collection deployment failed: ${s.failReason}`);
    return s.status === 1 || s.status === 2 ? true : null;
  });
  return id;
}

/** The pictures of the content folder, made here (not an API step). */
const pictures = () =>
  Array.from({ length: PICTURES }, (_, i) => ({
    name: `study-${String(i + 1).padStart(3, '0')}.png`,
    bytes: artworkPng(i + 1),
  }));

/** The pictures uploaded as NFT content, a few at a time: the content folder of the bulk creation. */
async function uploaded(api: Api, made: { name: string; bytes: Buffer }[]) {
  const files: { name: string; path: string }[] = [];
  for (let first = 0; first < made.length; first += UPLOADS_AT_ONCE) {
    const batch = made.slice(first, first + UPLOADS_AT_ONCE).map(async ({ name, bytes }) => {
      const form = new FormData();
      form.append('kind', 'nftContent');
      form.append('file', new Blob([bytes], { type: 'image/png' }), name);
      const { path } = await api.post<{ path: string }>('/api/upload/file', form);
      return { name, path };
    });
    files.push(...(await Promise.all(batch)));
  }
  return files;
}

/** One bulk creation of `count` NFTs (an XLSX of rows naming the uploaded files), created and then minted. */
async function bulkCreated(
  api: Api,
  count: number,
  collectionId: number,
  categoryId: number,
  files: { name: string }[],
) {
  const rows = Array.from({ length: count }, (_, i) => [
    `Harbour study ${i + 1}`,
    files[i % files.length]!.name,
    collectionId,
    String(categoryId),
    1,
    1 + (i % 4),
    5,
    `Study ${i + 1} of the harbour series: light on water, one of one.`,
  ]);
  const form = new FormData();
  form.append('type', '1');
  form.append('files', JSON.stringify(files));
  form.append('info', new Blob([xlsxRows([NFT_BULK_COLUMNS, ...rows])]), 'nfts.xlsx');
  const started = await api.post<Schedule>('/api/tokens/multipleCreate', form);
  const schedule = (id: number) =>
    api.get<Schedule>(`/api/tokens/multipleCreate/schedule?id=${id}`);
  await waitFor('bulk verification', async () => {
    const s = await schedule(started.id);
    if (s.state === 'verificationFailed') throw new Error(`bulk verification failed: ${s.problem}`);
    return s.state === 'verified' ? s : null;
  });
  await api.post('/api/tokens/multipleCreate/confirm', { id: started.id });
  return waitFor('bulk creation', async () => {
    const s = await schedule(started.id);
    if (s.state === 'failed' || s.state === 'partialSuccess')
      throw new Error(`bulk creation ${s.state}: ${s.failed} failed; ${s.problem ?? ''}`);
    return s.state === 'success' ? s : null;
  });
}

/** Waits until `count` NFTs are minted (Off Sale, status 1); a mint failure (status 7) throws. */
async function allMinted(api: Api, count: number) {
  type Page = { total: number };
  await waitFor('minting', async () => {
    const failed = await api.get<Page>('/api/tokens?page=1&limit=10&status=7');
    if (failed.total > 0) throw new Error(`${failed.total} NFTs failed to mint`);
    const minted = await api.get<Page>('/api/tokens?page=1&limit=10&status=1');
    return minted.total >= count ? minted.total : null;
  });
}

/**
 * A published store of `count` minted NFTs, seeded through the API as an owner would: sign-up,
 * store, a deployed ERC-721 collection, a category, the content pictures, one bulk creation
 * (minted 50 a transaction by its batch jobs) and publishing. Prints each step's time.
 */
export async function seedPublishedStore(
  url: string,
  codeFor: (to: string, since?: number) => Promise<string>,
  count: number,
) {
  const made = pictures();
  const picturesMb = made.reduce((sum, p) => sum + p.bytes.length, 0) / 1024 / 1024;
  console.log(
    `  (${PICTURES} pictures of 800 × 800 px made, ${picturesMb.toFixed(0)} MB: not timed)`,
  );
  const steps: [string, number][] = [];
  let last = Date.now();
  const lap = (what: string) => {
    const now = Date.now();
    steps.push([what, now - last]);
    console.log(`  ${what}: ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
  const { api, subdomain } = await ownerWithStore(url, codeFor);
  lap('owner and store');
  const collectionId = await deployedCollection(api, 'Harbour studies', 1);
  const { classificationId } = await api.post<{ classificationId: number }>(
    '/api/classifications',
    {
      name: 'Harbour',
    },
  );
  lap('collection deployed, category');
  const files = await uploaded(api, made);
  lap(`${PICTURES} pictures uploaded`);
  await bulkCreated(api, count, collectionId, classificationId, files);
  lap(`${count} NFTs bulk-created`);
  await allMinted(api, count);
  lap(`${count} NFTs minted`);
  const themes = await api.get<{ list: { id: number }[] }>('/api/themes');
  await api.put(`/api/themes/themeConfig/store/${themes.list[0]!.id}`, { published: true });
  lap('published');
  const totalMs = steps.reduce((sum, [, ms]) => sum + ms, 0);
  return { subdomain, collectionId, totalMs, steps };
}
