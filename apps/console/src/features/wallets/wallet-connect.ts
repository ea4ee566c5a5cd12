import { SUPPORTED_CHAIN_IDS, type Eip1193Provider, type InjectedWallet } from './eip1193.ts';

/**
 * Loads WalletConnect (its own chunk: the import runs only when the user picks it), pairs with a
 * wallet app through the relay, and answers it as one more EIP-1193 wallet. `onUri` receives
 * the pairing link, shown as a QR code (no WalletConnect modal package is installed).
 */
export async function connectWalletConnect(
  projectId: string,
  onUri: (uri: string) => void,
): Promise<InjectedWallet> {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider');
  const [first, ...rest] = SUPPORTED_CHAIN_IDS;
  const provider = await EthereumProvider.init({
    projectId,
    showQrModal: false,
    optionalChains: [first!, ...rest],
    metadata: {
      name: 'Mintfront',
      description: 'Mintfront console',
      url: window.location.origin,
      icons: [],
    },
  });
  provider.on('display_uri', onUri);
  await provider.connect();
  return {
    id: 'walletconnect',
    name: 'WalletConnect',
    provider: provider as unknown as Eip1193Provider,
  };
}
