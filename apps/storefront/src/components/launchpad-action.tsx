// @jsxRuntime automatic
import type { ReactNode } from 'react';
import type { TextKey } from '../i18n.ts';
import { useText } from '../view-context.ts';
import type { LaunchpadPanel } from './use-launchpad-panel.ts';

/**
 * A launchpad page's action: the wallet bar and the form once the wallet code is loaded; while
 * it loads, or when the event cannot be acted on (`block`), a disabled button says why.
 */
export function LaunchpadAction({
  id,
  label,
  panel,
  block,
  children,
}: {
  id: string;
  label: TextKey;
  panel: LaunchpadPanel | null;
  block: TextKey | null;
  children: (panel: LaunchpadPanel) => ReactNode;
}) {
  const t = useText();
  return (
    <section className="launchpad-action" aria-label={t(label)} data-testid={id}>
      {panel && <panel.WalletBar />}
      {block ? (
        <>
          <button type="button" className="button" disabled aria-describedby={`${id}-why`}>
            {t(label)}
          </button>
          <p id={`${id}-why`} className="sale-block">
            {t(block)}
          </p>
        </>
      ) : panel ? (
        children(panel)
      ) : (
        <p className="muted" aria-busy="true">
          {t('loadingBuy')}
        </p>
      )}
    </section>
  );
}
