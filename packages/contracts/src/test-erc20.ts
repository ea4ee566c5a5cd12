import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getAddress, type Abi, type Address, type Hex, type PublicClient } from 'viem';
import type { OperatorWalletClient } from './deploy-store-contract.ts';

// For tests only (server tests, e2e): a plain OpenZeppelin ERC-20, compiled on demand with solc.
// The package's build renders artifacts for the store contracts and the market only (CONTRACT_NAMES).
const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
contract TestERC20 is ERC20 {
  constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) { _mint(msg.sender, 1_000_000 ether); }
}`;

export type CompiledTestErc20 = { abi: Abi; bytecode: Hex };
type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
};

let compiled: Promise<CompiledTestErc20> | undefined;

/** The test ERC-20 (constructor `name, symbol`; mints 1,000,000 tokens to the deployer), compiled once per process. */
export function compileTestErc20(): Promise<CompiledTestErc20> {
  compiled ??= compile();
  return compiled;
}

async function compile(): Promise<CompiledTestErc20> {
  // solc is loaded only here: it is large, and only tests need it.
  const { default: solc } = await import('solc');
  const require = createRequire(import.meta.url);
  const input = {
    language: 'Solidity',
    sources: { 'TestERC20.sol': { content: SOURCE } },
    settings: {
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const readImport = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') };
    } catch (err) {
      return { error: (err as Error).message };
    }
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input), { import: readImport })) as SolcOutput;
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = out.contracts['TestERC20.sol']!.TestERC20!;
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

/** Deploys the test ERC-20 from the wallet's account and returns its checksummed address. */
export async function deployTestErc20(
  wallet: OperatorWalletClient,
  publicClient: PublicClient,
  name: string,
  symbol: string,
): Promise<Address> {
  const { abi, bytecode } = await compileTestErc20();
  const hash = await wallet.deployContract({ abi, bytecode, args: [name, symbol] });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress)
    throw new Error(`the ERC-20 deployment ${hash} created no contract`);
  return getAddress(receipt.contractAddress);
}
