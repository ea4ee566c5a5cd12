import type { APIRequestContext, Page } from '@playwright/test';
import { newIdentity } from './fixtures.ts';

/** A 64 × 64 green PNG for upload fields. */
export const GREEN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDD6ini6mlVnoh7hIFCBKSh4fU00Q3YgOoV2YV6l+gGbED1iuxCvUt0AzagekV2od4lugEbUL0iu1DvEt2ADahekV2od4luwAZUr8gu1LtEN2ADqldkF+pdohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXvEPH/uPQTycaFAbAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Signs up and opens a store on the local chain through the API (the sign-up UI has its own
 * journey in accounts.spec.ts), then opens the console signed in, in English.
 */
export async function signedInOwner(
  page: Page,
  request: APIRequestContext,
  codeFor: (to: string, since?: number) => Promise<string>,
) {
  const who = newIdentity();
  const since = Date.now();
  await request.get(`/api/registerVerification?email=${encodeURIComponent(who.email)}`);
  const code = await codeFor(who.email, since);
  const verified = await (
    await request.post('/api/verify/code', {
      data: {
        email: who.email,
        code,
        password: who.password,
        username: who.username,
        agree_terms: true,
      },
    })
  ).json();
  const { token, uid } = verified.data as { token: string; uid: number };
  const shop = await (
    await request.post('/api/shops', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: who.storeName, chain: 'local', subdomain: who.subdomain },
    })
  ).json();
  await page.goto('/login');
  await page.evaluate(
    ({ token, uid, shopId }) => {
      localStorage.setItem('Token', token);
      localStorage.setItem('uid', String(uid));
      localStorage.setItem('shopId', String(shopId));
      localStorage.setItem('language', 'en');
    },
    { token, uid, shopId: shop.data.id as number },
  );
  return who;
}
