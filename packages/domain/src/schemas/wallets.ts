import { z } from 'zod';
import { CHAINS } from '../chains.ts';
import { zString } from './text.ts';

/** spec doc 1 §7: the app id and account type a wallet sign-in sends with POST /api/login. */
export const WALLET_LOGIN_APP_ID = 100001;
export const WALLET_ACCOUNT_TYPE = 8;
/** API.md: a sign-in message (and its nonce) is valid for 10 minutes and used once. */
export const WALLET_MESSAGE_TTL_MS = 10 * 60 * 1000;

/** The chain ids a wallet may sign for: the EVM chains of CHAINS. */
export const EVM_CHAIN_IDS: readonly number[] = CHAINS.filter((c) => c.evm).map((c) => c.chainId);

/** An EVM address (0x + 40 hex digits, any case; the server stores it checksummed); empty is "required". */
export const walletAddress = zString({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^0x[0-9a-fA-F]{40}$/, { error: 'address' });

const chainId = z.coerce
  .number({ error: 'number' })
  .int()
  .refine((id) => EVM_CHAIN_IDS.includes(id), { error: 'chainId' });

/** GET /api/wallet/random and GET /api/wallet/sign. */
export const walletMessageQuery = z.object({ wallet: walletAddress, chain_id: chainId });

const signed = {
  wallet: walletAddress,
  message: zString({ error: 'required' })
    .min(1, { error: 'required' })
    .max(4000, { error: 'invalid' }),
  signature: zString({ error: 'required' })
    .regex(/^0x[0-9a-fA-F]+$/, { error: 'invalid' })
    .max(20_000, { error: 'invalid' }),
};

/** POST /api/login with a wallet (API.md): an EIP-4361 message from GET /api/wallet/random, signed. */
export const walletLoginBody = z.object({
  appid: z.literal(WALLET_LOGIN_APP_ID, { error: 'invalid' }),
  account_type: z.literal(WALLET_ACCOUNT_TYPE, { error: 'invalid' }),
  ...signed,
});
export type WalletLoginBody = z.infer<typeof walletLoginBody>;

/** POST /api/shop/wallet/bind: a message from GET /api/wallet/sign, signed by the wallet to bind. */
export const walletBindBody = z.object(signed);
export type WalletBindBody = z.infer<typeof walletBindBody>;

/** Answer of GET /api/wallet/random and GET /api/wallet/sign. */
export type WalletMessage = { message: string; nonce: string; expiresAt: string };
