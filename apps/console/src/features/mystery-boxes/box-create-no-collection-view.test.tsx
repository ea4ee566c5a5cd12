import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASK } from '@mintfront/domain';
import i18n, { setLanguage } from '../../i18n/index.ts';
import { pickOption, setValue } from '../../test/antd-actions.ts';
import { fakeBoxApi, renderScreen, chooseNfts } from './box-create.test-util.tsx';

describe('/CreateMysteryBox for a member without collection view (spec doc 1 §6, mask 2)', () => {
  it('does not ask for the collections, says why in the field, and refuses the submit', async () => {
    const api = fakeBoxApi(undefined, MASK.nft);
    renderScreen();
    expect(await screen.findByTestId('box-collection-denied')).toHaveTextContent(
      'Choosing a collection needs the collection view permission',
    );
    expect(screen.getByTestId('box-collection').querySelector('input')).toBeDisabled();
    const file = new File([new Uint8Array(16)], 'box.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('box-image').querySelector('input[type="file"]')!, {
      target: { files: [file] },
    });
    await screen.findByTestId('box-image-value');
    await setValue('box-title', 'Lucky box');
    await pickOption('box-category', 'Art');
    await chooseNfts(1, 'Sun');
    await userEvent.click(screen.getByTestId('box-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('box-collection').closest('.ant-form-item')).toHaveClass(
        'ant-form-item-has-error',
      ),
    );
    expect(api.boxPosts()).toEqual([]);
    expect(api.sent.filter((r) => r.url.startsWith('/api/contracts'))).toEqual([]);
  });

  it('says it in Chinese', async () => {
    await setLanguage('zh');
    try {
      fakeBoxApi(undefined, MASK.nft);
      renderScreen();
      expect(await screen.findByTestId('box-collection-denied')).toHaveTextContent(
        '选择合集需要“查看合集”权限',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
