import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { richTextBox } from '../../components/rich-text/rich-text.test-util.ts';
import { fakeBoxApi, renderScreen, fillBox } from './box-create.test-util.tsx';

describe('/CreateMysteryBox description (spec doc 1 §2: rich text)', () => {
  it(
    'is written in the rich text editor, with its toolbar, and sent as HTML',
    { timeout: 60_000 },
    async () => {
      const api = fakeBoxApi(() => new Promise(() => {}));
      renderScreen();
      await fillBox();
      const box = await richTextBox('box-description');
      // jsdom lays nothing out: ProseMirror's click and caret calls get an empty answer.
      document.elementFromPoint = () => null;
      Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
      Range.prototype.getBoundingClientRect = () => new DOMRect();
      expect(screen.getByRole('toolbar', { name: /Description/ })).toBeInTheDocument();
      box.focus();
      await userEvent.paste('Rare prizes');
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
      await userEvent.click(screen.getByTestId('box-submit'));
      await waitFor(() => expect(api.boxPosts()).toHaveLength(1));
      expect(api.boxPosts()[0]!.body).toMatchObject({
        description: '<p><strong>Rare prizes</strong></p>',
      });
    },
  );
});
