import { useEffect, useRef, useState } from 'react';
import { fetchThemePreview } from '../../../api/themes.ts';
import { isDraftValid } from './draft-check.ts';
import type { ThemeDraft } from './theme-history.ts';

/** Typing waits this long before the preview asks the server again. */
const SETTLE_MS = 150;

/**
 * The view of the store page `path` with the unsaved draft (POST /api/themes/preview), asked
 * again after each change and each page the frame opens; a draft the server would refuse keeps
 * the last good view.
 */
export function usePreviewView(draft: ThemeDraft, path: string): unknown {
  const [view, setView] = useState<unknown>(null);
  const asked = useRef(0);
  useEffect(() => {
    if (!isDraftValid(draft)) return;
    const n = ++asked.current;
    const timer = setTimeout(() => {
      fetchThemePreview({ ...draft, path })
        .then((answer) => {
          // An older answer arriving late does not replace a newer one.
          if (n === asked.current) setView(answer);
        })
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, path]);
  return view;
}
