import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERRORS, MASK, MESSAGES } from '@mintfront/domain';
import i18n, { setLanguage } from '../../i18n/index.ts';
import { pickOption, setValue } from '../../test/antd-actions.ts';
import { httpError } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ICON, fakeNftApi, nft } from './components/fake-nft-api.test-util.ts';
import NftCreate from './nft-create.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
// A whole antd form in jsdom on a shared machine: the default waits are too tight.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

function renderForm(at = '/single') {
  return renderRoutes(
    [
      { path: '/single', element: <NftCreate /> },
      { path: '/specifics', element: <p>detail page</p> },
      { path: '/NFT/CreatedNFT', element: <p>nft list</p> },
    ],
    { at },
  );
}

const submit = () => userEvent.click(screen.getByTestId('nft-submit'));
const contractCallsOf = (sent: { url: string }[]) =>
  sent.filter((r) => r.url.startsWith('/api/contracts'));
const postsOf = (sent: { method: string; url: string }[]) =>
  sent.filter((r) => r.url.startsWith('/api/tokens') && r.method !== 'GET');

/** Everything creation requires but the collection: an uploaded PNG, a name, two categories. */
async function fillRequiredButCollection() {
  const file = new File([new Uint8Array(16)], 'moon.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('nft-content').querySelector('input[type="file"]')!, {
    target: { files: [file] },
  });
  await screen.findByTestId('nft-content-value');
  await setValue('nft-title', 'Moon');
  await pickOption('nft-category', 'Art', 'Music');
}

/** Everything creation requires: an uploaded PNG, the deployed collection, a name, two categories. */
async function fillRequired() {
  await fillRequiredButCollection();
  await pickOption('nft-collection', 'Posters');
}

describe('/single: the spec doc 1 §5 rules show before anything is sent', () => {
  it('refuses a royalty above 50 with the E19 text, and more than 2 decimals', async () => {
    const api = fakeNftApi();
    renderForm();
    await setValue('nft-royalties', '50.01');
    await submit();
    expect(await screen.findByText(ERRORS.E19.en)).toBeInTheDocument();
    await setValue('nft-royalties', '10.123');
    expect(await screen.findByText(MESSAGES.royaltyDecimals.en)).toBeInTheDocument();
    await setValue('nft-royalties', '12.5');
    await waitFor(() =>
      expect(screen.queryByText(MESSAGES.royaltyDecimals.en)).not.toBeInTheDocument(),
    );
    expect(postsOf(api.sent)).toEqual([]);
  });

  it('takes copies from 1 to 1,000,000, defaulting to 1', async () => {
    fakeNftApi();
    renderForm();
    expect(await screen.findByTestId('nft-copies')).toHaveValue('1');
    await setValue('nft-copies', '0');
    expect(await screen.findByText(MESSAGES.copies.en)).toBeInTheDocument();
    await setValue('nft-copies', '1000001');
    expect(await screen.findByText(MESSAGES.copies.en)).toBeInTheDocument();
    await setValue('nft-copies', '1000000');
    await waitFor(() => expect(screen.queryByText(MESSAGES.copies.en)).not.toBeInTheDocument());
  });

  it('names every missing required field, with at least one category', async () => {
    const api = fakeNftApi();
    renderForm();
    await screen.findByTestId('nft-submit');
    await submit();
    expect(await screen.findByText('NFT content is required')).toBeInTheDocument();
    expect(screen.getByText('Collection is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.categoryRequired.en)).toBeInTheDocument();
    expect(postsOf(api.sent)).toEqual([]);
  });

  it('keeps the description to 3000 characters with a counter', async () => {
    fakeNftApi();
    renderForm();
    const description = await screen.findByTestId('nft-description');
    await userEvent.click(description);
    await userEvent.paste('a'.repeat(3001));
    expect((description as HTMLTextAreaElement).value).toHaveLength(3000);
    expect(screen.getByText(/3,?000 \/ 3,?000/)).toBeInTheDocument();
  });

  it('requires the unlockable text when the lock is on, said on blur', async () => {
    fakeNftApi();
    renderForm();
    await userEvent.click(await screen.findByTestId('nft-more-toggle'));
    expect(screen.queryByTestId('nft-unlockable')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('nft-locked'));
    const text = await screen.findByTestId('nft-unlockable');
    await userEvent.click(text);
    await userEvent.tab();
    expect(await screen.findByText('Unlockable text is required')).toBeInTheDocument();
    await userEvent.type(text, 'code 42');
    await waitFor(() =>
      expect(screen.queryByText('Unlockable text is required')).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/7 \/ 3,?000/)).toBeInTheDocument();
  });

  it('folds the more options again with "Fewer options", keeping what was typed', async () => {
    fakeNftApi();
    renderForm();
    const toggle = await screen.findByTestId('nft-more-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('Fewer options');
    await setValue('nft-page-title', 'Moon page');
    expect(screen.getByTestId('nft-page-title')).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('More options');
    expect(screen.getByTestId('nft-page-title')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByTestId('nft-page-title')).toHaveValue('Moon page');
  });
});

describe('/single: a member without collection view (spec doc 1 §6, mask 2)', () => {
  const NFT_ONLY = MASK.nft;

  it('does not ask for the collections, says why in the field, and refuses the submit', async () => {
    const api = fakeNftApi({ allows: NFT_ONLY });
    renderForm();
    const denied = await screen.findByTestId('nft-collection-denied');
    expect(denied).toHaveTextContent('Choosing a collection needs the collection view permission');
    expect(screen.getByTestId('nft-collection').querySelector('input')).toBeDisabled();
    await fillRequiredButCollection();
    await submit();
    await waitFor(() =>
      expect(screen.getByTestId('nft-collection').closest('.ant-form-item')).toHaveClass(
        'ant-form-item-has-error',
      ),
    );
    expect(screen.getByTestId('nft-collection-denied')).toBeInTheDocument();
    expect(postsOf(api.sent)).toEqual([]);
    expect(contractCallsOf(api.sent)).toEqual([]);
  });

  it('says it in Chinese', async () => {
    await setLanguage('zh');
    try {
      fakeNftApi({ allows: NFT_ONLY });
      renderForm();
      expect(await screen.findByTestId('nft-collection-denied')).toHaveTextContent(
        '选择合集需要“查看合集”权限',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('/single: creating', () => {
  it('sends the creation payload of spec doc 1 §3 with the attributes, then opens the detail page', async () => {
    const api = fakeNftApi();
    renderForm();
    await screen.findByTestId('nft-submit');
    await fillRequired();
    await setValue('nft-copies', '3');
    await pickOption('nft-rank', 'Super Rare (SR)');
    await setValue('nft-description', 'A full moon');
    await userEvent.click(screen.getByTestId('nft-more-toggle'));
    await setValue('nft-page-title', 'Moon page');

    await userEvent.click(screen.getByTestId('attr-properties-open'));
    await setValue('attr-properties-name-1', 'Colour');
    await setValue('attr-properties-value-1', 'Blue');
    await userEvent.click(screen.getByTestId('attr-properties-save'));
    await userEvent.click(screen.getByTestId('attr-levels-open'));
    await setValue('attr-levels-name-1', 'Speed');
    await userEvent.click(screen.getByTestId('attr-levels-save'));
    expect(
      within(screen.getByTestId('attr-levels-rows')).getByText('Speed 3 of 5'),
    ).toBeInTheDocument();
    // The live preview follows the form.
    expect(screen.getByTestId('nft-preview-name')).toHaveTextContent('Moon');
    expect(
      within(screen.getByTestId('nft-preview')).getByRole('img', { name: 'Moon' }),
    ).toHaveAttribute('src', `/api/files/${ICON}`);

    await submit();
    await screen.findByText('detail page');
    expect(api.saved()).toMatchObject({ method: 'POST', url: '/api/tokens' });
    expect(api.saved()!.body).toEqual({
      icon: ICON,
      title: 'Moon',
      contract_id: 3,
      royalties: '10',
      category: '1,4',
      copies: 3,
      rank: 3,
      page_tile: 'Moon page',
      description: 'A full moon',
      is_locked: false,
      attrs: {
        properties: [['Colour', 'Blue']],
        levels: [['Speed', 3, 5]],
        stats: [],
        boosts: [],
        date: [],
      },
    });
  });

  it('shows the server message as a toast and keeps the values', async () => {
    const api = fakeNftApi({
      save: () => ({ statusCode: ERRORS.E133.code, statusDesc: 'NFT creation failed', data: null }),
    });
    renderForm();
    await screen.findByTestId('nft-submit');
    await fillRequired();
    await submit();
    expect(await screen.findByText('NFT creation failed')).toBeInTheDocument();
    expect(postsOf(api.sent)).toHaveLength(1);
    expect(screen.getByTestId('nft-title')).toHaveValue('Moon');
    expect(screen.getByTestId('nft-submit')).toBeEnabled();
  });

  it('says a server failure (HTTP 500) in the user’s language', async () => {
    await setLanguage('zh');
    try {
      fakeNftApi({ save: () => httpError(500) });
      renderForm();
      await screen.findByTestId('nft-submit');
      await fillRequired();
      await submit();
      expect(await screen.findByText(ERRORS.SERVER_ERROR.zh)).toBeInTheDocument();
      expect(screen.queryByText(ERRORS.SERVER_ERROR.en)).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('asks before leaving a changed form, and stays on Cancel', async () => {
    fakeNftApi();
    renderForm();
    await setValue('nft-title', 'Half moon');
    await userEvent.click(screen.getByRole('link', { name: 'Back to NFTs' }));
    expect(await screen.findByText('Leave this page?')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('unsaved-stay'));
    expect(screen.getByTestId('nft-title')).toHaveValue('Half moon');
    await userEvent.click(screen.getByRole('link', { name: 'Back to NFTs' }));
    await userEvent.click(await screen.findByTestId('unsaved-leave'));
    expect(await screen.findByText('nft list')).toBeInTheDocument();
  });

  it('leaves an untouched form without asking', async () => {
    fakeNftApi();
    renderForm();
    await userEvent.click(await screen.findByRole('link', { name: 'Back to NFTs' }));
    expect(await screen.findByText('nft list')).toBeInTheDocument();
  });
});

describe('/single?id=: editing', () => {
  it('loads the NFT, keeps collection, copies and royalty read-only, and sends only the off-chain fields', async () => {
    const api = fakeNftApi({ detail: nft() });
    renderForm('/single?id=42');
    expect(await screen.findByText('Edit NFT', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByTestId('nft-title')).toHaveValue('Moon');
    expect(screen.getByTestId('nft-royalties')).toHaveValue('7.5');
    expect(screen.getByTestId('nft-royalties')).toBeDisabled();
    expect(screen.getByTestId('nft-copies')).toBeDisabled();
    expect(screen.getByTestId('nft-collection').querySelector('input')).toBeDisabled();
    // Attributes and the lock are set, so more options start open.
    expect(screen.getByTestId('nft-more-toggle')).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByTestId('attr-properties-rows')).getByText('Colour: Blue'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('attr-date-rows')).getByText('Drop 2024/03/01'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('nft-unlockable')).toHaveValue('code 42');

    await setValue('nft-title', 'New moon');
    await setValue('nft-description', '');
    await submit();
    await screen.findByText('detail page');
    const put = api.saved()!;
    expect(put).toMatchObject({ method: 'PUT', url: '/api/tokens/42' });
    expect(Object.keys(put.body as object).sort()).toEqual([
      'attrs',
      'category',
      'description',
      'icon',
      'is_locked',
      'page_description',
      'page_title',
      'page_url',
      'preview',
      'rank',
      'title',
      'unlockable_content',
    ]);
    expect(put.body).toMatchObject({
      title: 'New moon',
      description: '',
      category: [4],
      rank: 2,
      unlockable_content: 'code 42',
      attrs: nft().attrs,
    });
  });

  it('shows a mystery box as not editable here, without the NFT form', async () => {
    const api = fakeNftApi({ detail: nft({ type: 4 }) });
    renderForm('/single?id=42');
    expect(
      await screen.findByRole('heading', { name: 'A mystery box cannot be edited' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/image and series are fixed when it is created/)).toBeInTheDocument();
    expect(screen.queryByTestId('nft-submit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nft-content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('nft-box-detail'));
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    expect(api.sent.filter((r) => r.url.startsWith('/api/upload'))).toEqual([]);
  });

  it('says so in Chinese for a mystery box', async () => {
    await setLanguage('zh');
    try {
      fakeNftApi({ detail: nft({ type: 4 }) });
      renderForm('/single?id=42');
      expect(await screen.findByRole('heading', { name: '盲盒无法编辑' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the collection of an NFT being edited by a member without collection view, by its id', async () => {
    const api = fakeNftApi({ detail: nft(), allows: MASK.nft });
    renderForm('/single?id=42');
    expect(await screen.findByText('Edit NFT', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByTestId('nft-collection')).toHaveTextContent('Collection #3');
    expect(screen.queryByTestId('nft-collection-denied')).not.toBeInTheDocument();
    await submit();
    await screen.findByText('detail page');
    expect(api.saved()).toMatchObject({ method: 'PUT', url: '/api/tokens/42' });
    expect(contractCallsOf(api.sent)).toEqual([]);
  });

  it('shows not found for an NFT that does not exist', async () => {
    fakeNftApi();
    renderForm('/single?id=999');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
