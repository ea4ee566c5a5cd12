import { useEffect, useRef, useState } from 'react';
import { PREVIEW_MESSAGE, type ThemeMode } from '@mintfront/domain';

type Props = {
  /** The storefront page in preview mode, e.g. `http://localhost:8080/s/shop/?preview=1`. */
  src: string;
  /** The view to show (the server's view of the unsaved theme); null until there is one. */
  view: unknown;
  mode: ThemeMode;
  title: string;
  /** The store page the frame shows now ('/', '/nft/7' …): a link followed inside it changes it. */
  onPath: (path: string) => void;
};

/**
 * Takes a message only when it comes from the preview frame's own window and the storefront's
 * exact origin (ARCHITECTURE.md: both sides check the exact origin).
 */
export function isFromPreview(event: MessageEvent, frame: Window | null, origin: string): boolean {
  return frame !== null && event.source === frame && event.origin === origin;
}

/**
 * The storefront in an iframe, fed each unsaved change by postMessage, addressed to the
 * storefront's exact origin (never `*`), once the frame said it listens.
 */
export function PreviewFrame({ src, view, mode, title, onPath }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  // How many times the frame said it listens: each time (a reload too) it gets the view again.
  const [ready, setReady] = useState(0);
  const origin = new URL(src, window.location.href).origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromPreview(event, frame.current?.contentWindow ?? null, origin)) return;
      const data = event.data as { type?: unknown; path?: unknown } | null;
      if (data?.type !== PREVIEW_MESSAGE.ready) return;
      if (typeof data.path === 'string') onPath(data.path);
      setReady((n) => n + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, onPath]);

  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (ready === 0 || !target || view === null) return;
    target.postMessage({ type: PREVIEW_MESSAGE.view, view, mode }, origin);
  }, [ready, view, mode, origin]);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      className="theme-preview-frame"
      data-testid="theme-preview"
      data-ready={ready > 0}
    />
  );
}
