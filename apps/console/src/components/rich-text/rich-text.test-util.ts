import { waitFor } from '@testing-library/react';

/** The TipTap text box of a rich text field, once loaded (its fallback is a disabled textarea). */
export const richTextBox = (testId: string) =>
  waitFor(
    () => {
      const box = document.querySelector<HTMLElement>(`[data-testid="${testId}"][contenteditable]`);
      if (!box) throw new Error('no editor yet');
      return box;
    },
    { timeout: 10_000 },
  );
