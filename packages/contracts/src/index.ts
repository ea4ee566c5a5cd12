export { mintfrontErc721Abi, mintfrontErc721Bytecode } from './generated/mintfront-erc721.ts';
export { mintfrontErc1155Abi, mintfrontErc1155Bytecode } from './generated/mintfront-erc1155.ts';
export {
  deployStoreContract,
  sendStoreContractDeployment,
  type OperatorWalletClient,
  type StoreContractParams,
  type StoreContractType,
} from './deploy-store-contract.ts';
export { mintfrontMarketAbi, mintfrontMarketBytecode } from './generated/mintfront-market.ts';
export { deployMarket, type MarketParams } from './deploy-market.ts';
export {
  marketDomain,
  marketVoucherTypes,
  NATIVE_CURRENCY,
  signAcceptVoucher,
  signBidVoucher,
  signSaleVoucher,
  type AcceptVoucher,
  type BidVoucher,
  type MarketSplit,
  type SaleVoucher,
  type TokenStandard,
} from './market-vouchers.ts';
export { mintfrontDropAbi, mintfrontDropBytecode } from './generated/mintfront-drop.ts';
export { mintfrontRaffleAbi, mintfrontRaffleBytecode } from './generated/mintfront-raffle.ts';
export {
  deployDrop,
  deployRaffle,
  dropConstructorArgs,
  gateTuple,
  sendDropDeployment,
  raffleConstructorArgs,
  phaseTuples,
  type DropParams,
  type DropPhase,
  type LaunchpadGate,
  type RaffleParams,
} from './deploy-launchpad.ts';
export { allowlistLeaf, buildAllowlist, merkleTree, type Allowlist } from './drop-merkle.ts';
export { boxDraw, boxLeaf, type BoxDrawEntry } from './box-delivery.ts';
export { dropArtNumber, dropProvenanceHash } from './drop-reveal.ts';
export { raffleCommitment, raffleWinners } from './raffle-draw.ts';
// Test helpers (server tests, e2e); solc loads only when compileTestErc20 is called.
export { compileTestErc20, deployTestErc20, type CompiledTestErc20 } from './test-erc20.ts';
export { startAnvil } from './test-anvil.ts';
