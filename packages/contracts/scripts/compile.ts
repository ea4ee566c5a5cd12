import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import solc from 'solc';

const packageDir = resolve(import.meta.dirname, '..');
const contractsDir = join(packageDir, 'contracts');
const require = createRequire(import.meta.url);

/** The contracts that get artifacts: the store contracts (MintfrontStore is their shared abstract base), the market
 * and the launchpad's drop and raffle. */
export const CONTRACT_NAMES = [
  'MintfrontERC721',
  'MintfrontERC1155',
  'MintfrontMarket',
  'MintfrontDrop',
  'MintfrontRaffle',
] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];

export type CompiledContract = { name: ContractName; abi: unknown[]; bytecode: `0x${string}` };

type SolcError = { severity: 'error' | 'warning' | 'info'; formattedMessage: string };
type SolcOutput = {
  errors?: SolcError[];
  contracts?: Record<
    string,
    Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>
  >;
};

// Source unit names stay relative ('contracts/…', '@openzeppelin/…') so the metadata hash
// embedded in the bytecode is the same on every machine.
function readImport(path: string): { contents: string } | { error: string } {
  try {
    const file = path.startsWith('contracts/') ? join(packageDir, path) : require.resolve(path);
    return { contents: readFileSync(file, 'utf8') };
  } catch (err) {
    return { error: `cannot resolve import ${path}: ${(err as Error).message}` };
  }
}

function standardJsonInput() {
  const sources: Record<string, { content: string }> = {};
  for (const file of readdirSync(contractsDir)
    .filter((f) => f.endsWith('.sol'))
    .sort()) {
    sources[`contracts/${file}`] = { content: readFileSync(join(contractsDir, file), 'utf8') };
  }
  return {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // cancun: run by anvil and by every EVM chain of the domain's list (Polygon, Ethereum, testnets).
      evmVersion: 'cancun',
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
}

/** Compiles every contract with solc-js standard JSON; throws with the compiler's messages on any error. */
export function compileContracts(): { contracts: CompiledContract[]; warnings: string[] } {
  const output = JSON.parse(
    solc.compile(JSON.stringify(standardJsonInput()), { import: readImport }),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `solc ${solc.version()} failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    );
  }
  const contracts = CONTRACT_NAMES.map((name): CompiledContract => {
    const contract = output.contracts?.[`contracts/${name}.sol`]?.[name];
    if (!contract?.evm.bytecode.object) throw new Error(`solc produced no bytecode for ${name}`);
    return { name, abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  });
  const warnings = (output.errors ?? [])
    .filter((e) => e.severity === 'warning')
    .map((e) => e.formattedMessage);
  return { contracts, warnings };
}
