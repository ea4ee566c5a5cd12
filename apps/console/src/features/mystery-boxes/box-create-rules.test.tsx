import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS } from '@mintfront/domain';
import { fakeBoxApi, renderScreen } from './box-create.test-util.tsx';

const labelOf = (testId: string) =>
  document.querySelector(`label[for="${screen.getByTestId(testId).id}"]`);
const itemOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item')!;

describe('/CreateMysteryBox: the fields judged by the domain schema of POST /api/boxes', () => {
  it(
    'marks the required fields, says why each is refused and sends nothing',
    { timeout: 60_000 },
    async () => {
      const api = fakeBoxApi(() => ({ statusCode: 0, statusDesc: 'ok', data: null }));
      renderScreen();
      await screen.findByTestId('box-title');
      for (const id of ['box-title', 'box-royalties'])
        expect(labelOf(id)).toHaveClass('ant-form-item-required');
      // The rich-text editor loads with the first form that shows it.
      await screen.findByTestId('box-description');
      expect(labelOf('box-description')).not.toHaveClass('ant-form-item-required');

      const royalties = screen.getByTestId('box-royalties');
      await userEvent.clear(royalties);
      await userEvent.type(royalties, '60');
      await userEvent.click(screen.getByTestId('box-submit'));
      await waitFor(() => expect(itemOf('box-title')).toHaveTextContent('Box name is required'));
      await waitFor(() => expect(itemOf('box-royalties')).toHaveTextContent(ERRORS.E19.en));
      // The image is required too (the upload field takes no focus of its own).
      expect(itemOf('box-image')).toHaveClass('ant-form-item-has-error');
      expect(api.boxPosts()).toEqual([]);
    },
  );
});
