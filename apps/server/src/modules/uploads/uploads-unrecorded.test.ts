import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createShop, createTestApp, signUp, type TestApp } from '../../test/helper.ts';
import { uploadDepsOf } from './uploads.routes.ts';
import { uploadsService, type UploadDeps } from './uploads.service.ts';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mf-uploads-unrecorded-'));
  app = await createTestApp({ dataDir });
});
afterAll(async () => {
  await app?.closeAll();
  rmSync(dataDir, { recursive: true, force: true });
});

it('an upload that cannot be recorded leaves the object, which another upload of the same bytes recorded meanwhile', async () => {
  const user = await signUp(app);
  const shop = await createShop(app, user);
  const deps = uploadDepsOf(app);
  // Upload A's storing waits at a gate, after it found the object absent.
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  let waiting = false;
  const gated: UploadDeps = {
    ...deps,
    storage: Object.assign(Object.create(deps.storage), {
      putFile: async (key: string, path: string, type: string) => {
        waiting = true;
        await gate;
        return deps.storage.putFile(key, path, type);
      },
    }),
  };
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  // A's shop does not exist, so recording its row fails (foreign key).
  const a = uploadsService
    .uploadWhole(gated, { shopId: 999_999, userId: user.uid }, 'nftContent', bytes, 'a.png')
    .catch((e: unknown) => e);
  while (!waiting) await new Promise((r) => setTimeout(r, 5));
  const b = await uploadsService.uploadWhole(
    deps,
    { shopId: shop.id, userId: user.uid },
    'nftContent',
    bytes,
    'b.png',
  );
  open();
  expect(await a).toBeInstanceOf(Error);
  expect(await deps.storage.exists(b.path)).toBe(true);
  expect(await deps.storage.exists(b.thumbnailPath!)).toBe(true);
  expect(
    (await uploadsService.check(deps, { shopId: shop.id, userId: user.uid }, b.path)).status,
  ).toBe(1);
});
