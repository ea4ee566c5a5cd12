import { deployStoreContract } from '@mintfront/contracts';
import { ERRORS, type Collection } from '@mintfront/domain';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/helper.ts';
import {
  storeOwnerWallet,
  ANSWERS_42,
  chain,
  app,
  owner,
  shop,
  useCollectionsWorld,
} from './collections-fixture.ts';

useCollectionsWorld();

describe('POST /api/contracts/import', () => {
  it('imports a store contract of the shop chain, reading its interface, name, symbol and royalty', async () => {
    const wallet = chain.clients.walletClient('local');
    const { address } = await deployStoreContract(wallet, chain.publicClient, {
      type: 'erc1155',
      name: 'Old Boxes',
      symbol: 'OLD',
      owner: wallet.account.address,
      royaltyReceiver: wallet.account.address,
      royaltyBps: 250,
      contractURI: '',
    });
    const res = await call<Collection>(app, 'POST', '/api/contracts/import', {
      as: owner,
      shopId: shop.id,
      body: { address, chain: 'local' },
    });
    expect(res.body.statusCode).toBe(0);
    expect(res.body.data).toMatchObject({
      type: 2,
      source: 1,
      status: 1,
      title: 'Old Boxes',
      symbol: 'OLD',
      name: 'Old Boxes',
      royalties: 2.5,
      address: getAddress(address),
    });
    const twice = await call(app, 'POST', '/api/contracts/import', {
      as: owner,
      shopId: shop.id,
      body: { address, chain: 'local' },
    });
    expect(twice.body.statusCode).toBe(ERRORS.COLLECTION_EXISTS.code);
  });

  it('refuses a contract that is no ERC-721/1155, and an address without code (E68)', async () => {
    const wallet = chain.clients.walletClient('local');
    const hash = await wallet.sendTransaction({ data: ANSWERS_42 });
    const { contractAddress } = await chain.publicClient.waitForTransactionReceipt({ hash });
    const notNft = await call(app, 'POST', '/api/contracts/import', {
      as: owner,
      shopId: shop.id,
      body: { address: contractAddress, chain: 'local' },
    });
    expect(notNft.body.statusCode).toBe(ERRORS.E68.code);
    const eoa = await call(app, 'POST', '/api/contracts/import', {
      as: owner,
      shopId: shop.id,
      body: { address: storeOwnerWallet.address, chain: 'local' },
    });
    expect(eoa.body.statusCode).toBe(ERRORS.E68.code);
  });

  it("refuses a contract of another chain than the shop's (chain-mismatch rule)", async () => {
    const res = await call(app, 'POST', '/api/contracts/import', {
      as: owner,
      shopId: shop.id,
      body: { address: storeOwnerWallet.address, chain: 'polygon' },
    });
    expect(res.body.statusCode).toBe(ERRORS.CHAIN_MISMATCH.code);
  });
});
