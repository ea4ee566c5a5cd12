import { createShop, signUp, type Session, type TestApp } from './helper.ts';

/** A new user and the store they own: the start of most area tests. */
export async function ownerWithShop(app: TestApp): Promise<{ owner: Session; shopId: number }> {
  const owner = await signUp(app);
  return { owner, shopId: (await createShop(app, owner)).id };
}
