import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
};

/** Compiles one test-only Solidity source (imports from node_modules) and returns its named contract. */
export async function compileSolidity(
  source: string,
  contractName: string,
): Promise<{ abi: Abi; bytecode: Hex }> {
  const { default: solc } = await import('solc');
  const require = createRequire(import.meta.url);
  const input = {
    language: 'Solidity',
    sources: { 'Test.sol': { content: source } },
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
  const contract = out.contracts['Test.sol']![contractName]!;
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}
