import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The npm package @foundry-rs/anvil ships the binary in one optional package per platform;
// we run that binary directly rather than its node wrapper, so signals reach anvil itself.
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/** Path of the anvil binary installed by npm for this platform; throws when there is none. */
export function anvilBinaryPath(): string {
  const key = `${process.platform}-${process.arch}`;
  const pkg = PLATFORM_PACKAGES[key];
  if (!pkg)
    throw new Error(`anvil has no binary for ${key}: set an RPC URL for the local chain instead`);
  const require = createRequire(import.meta.url);
  let manifest: string;
  try {
    manifest = require.resolve(`${pkg}/package.json`);
  } catch {
    throw new Error(`${pkg} is not installed: run npm install (it comes with @foundry-rs/anvil)`);
  }
  return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}
