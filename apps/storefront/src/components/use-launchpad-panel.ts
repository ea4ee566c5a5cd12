import { useEffect, useState } from 'react';
import type * as Panel from '../buy/launchpad-panel.tsx';

export type LaunchpadPanel = typeof Panel;

/**
 * The launchpad pages' wallet code (buy/launchpad-panel.tsx), a chunk of its own loaded once the
 * page is live, as the NFT page loads its buying code (docs/decisions.md "Storefront buying").
 */
export function useLaunchpadPanel(): LaunchpadPanel | null {
  const [loaded, setLoaded] = useState<LaunchpadPanel | null>(null);
  useEffect(() => {
    let live = true;
    void import('../buy/launchpad-panel.tsx').then((m) => live && setLoaded(m));
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
