import type { ErrorEntry } from './error-entry.ts';

/**
 * The launchpad's business errors (issue 21; docs/api.md "Drops", "Airdrops", "Raffles"): drops
 * 40160–40169, airdrops and raffles 40170–40180. Part of ERRORS (errors.ts).
 */
export const LAUNCHPAD_ERRORS = {
  // Launchpad: drops (issue 21; docs/api.md "Drops"). Codes 40160–40169.
  DROP_NOT_LIVE: {
    code: 40160,
    en: 'This drop is not open for minting now',
    zh: '该 Drop 当前不在铸造时间内',
  },
  DROP_CANCELLED: { code: 40161, en: 'This drop was cancelled', zh: '该 Drop 已取消' },
  DROP_NOT_ALLOWLISTED: {
    code: 40162,
    en: 'Your wallet is not on the allowlist of this phase',
    zh: '您的钱包不在该阶段的白名单中',
  },
  DROP_NOT_HOLDER: {
    code: 40163,
    en: 'This phase is for wallets holding at least {min} of {contract}',
    zh: '该阶段仅限持有至少 {min} 个 {contract} 的钱包',
  },
  DROP_WALLET_LIMIT: {
    code: 40164,
    en: 'One wallet can mint at most {max} in this phase; {left} left for yours',
    zh: '每个钱包在该阶段最多铸造 {max} 个；您的钱包还可铸造 {left} 个',
  },
  DROP_SOLD_OUT: { code: 40165, en: 'Only {left} left in this drop', zh: '该 Drop 仅剩 {left} 个' },
  DROP_NOT_CANCELLABLE: {
    code: 40167,
    en: 'Only an Upcoming, Live or Processing drop can be cancelled',
    zh: '只有未开始、进行中或处理中的 Drop 可以取消',
  },
  // Launchpad airdrops and raffles (issue 21).
  AIRDROP_NOT_LIVE: {
    code: 40170,
    en: 'This airdrop is not open for claims now',
    zh: '该空投当前不可领取',
  },
  AIRDROP_CLAIM_LIMIT: {
    code: 40171,
    en: 'One wallet can claim at most {max} of this airdrop; {left} left for yours',
    zh: '每个钱包最多可领取该空投 {max} 件；您的钱包还可领取 {left} 件',
  },
  AIRDROP_NOT_WHITELISTED: {
    code: 40172,
    en: 'Your wallet is not on the whitelist of this airdrop',
    zh: '您的钱包不在该空投的白名单中',
  },
  AIRDROP_CLAIMED_OUT: {
    code: 40173,
    en: 'This airdrop has {left} left to claim',
    zh: '该空投仅剩 {left} 件可领取',
  },
  AIRDROP_CANCELLED: {
    code: 40174,
    en: 'This airdrop is cancelled already',
    zh: '该空投已取消',
  },
  RAFFLE_NOT_OPEN: {
    code: 40175,
    en: 'This raffle does not take entries now',
    zh: '该抽奖当前不接受报名',
  },
  RAFFLE_NOT_ALLOWED: {
    code: 40176,
    en: 'Your wallet may not enter this raffle: {reason}',
    zh: '您的钱包不能参加该抽奖：{reason}',
  },
  RAFFLE_ALREADY_ENTERED: {
    code: 40177,
    en: 'Your wallet has entered this raffle already',
    zh: '您的钱包已参加该抽奖',
  },
  RAFFLE_DRAW_NOT_READY: {
    code: 40178,
    en: 'The raffle can be drawn only after its end, once, and not after it was cancelled',
    zh: '抽奖只能在结束后开奖一次，且不能在取消后开奖',
  },
  RAFFLE_CANNOT_CANCEL: {
    code: 40179,
    en: 'A raffle with entries is drawn, not cancelled, unless its draw can no longer happen',
    zh: '已有报名的抽奖应开奖，除非已无法开奖，否则不能取消',
  },
  RAFFLE_NOT_WINNER: {
    code: 40180,
    en: 'Your wallet has no prize to claim in this raffle',
    zh: '您的钱包在该抽奖中没有可领取的奖品',
  },
} as const satisfies Record<string, ErrorEntry>;
