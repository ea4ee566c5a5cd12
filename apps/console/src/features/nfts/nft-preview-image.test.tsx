import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageText } from '@mintfront/domain';
import i18n, { setLanguage } from '../../i18n/index.ts';
import { pickOption, setValue } from '../../test/antd-actions.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ICON, PREVIEW, fakeNftApi, nft } from './components/fake-nft-api.test-util.ts';
import { NftThumb } from '../../components/nft-thumb.tsx';
import NftCreate from './nft-create.tsx';

// The preview image of audio, video and GLB content on /single (spec doc 1 §5 "Preview type derives
// from the extension"); the server's own rule is tested in tokens-preview.test.ts.

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const MP3 = ICON.replace('.png', '.mp3');
const GLB = ICON.replace('.png', '.glb');
const required = (lang: 'en' | 'zh', field: string) =>
  messageText('previewRequired', lang, { field });

function renderForm(at = '/single') {
  return renderRoutes(
    [
      { path: '/single', element: <NftCreate /> },
      { path: '/specifics', element: <p>detail page</p> },
    ],
    { at },
  );
}

const submit = () => userEvent.click(screen.getByTestId('nft-submit'));
const saves = (sent: { method: string; url: string }[]) =>
  sent.filter((r) => r.url.startsWith('/api/tokens') && r.method !== 'GET');
const drop = (testId: string, name: string, type: string) =>
  fireEvent.change(screen.getByTestId(testId).querySelector('input[type="file"]')!, {
    target: { files: [new File([new Uint8Array(16)], name, { type })] },
  });

async function fillRest() {
  await pickOption('nft-collection', 'Posters');
  await setValue('nft-title', 'Song');
  await pickOption('nft-category', 'Art');
}

describe('/single: preview image of audio, video and GLB content', () => {
  it('asks for no preview image for image content, and sends none', async () => {
    const api = fakeNftApi();
    renderForm();
    drop('nft-content', 'moon.png', 'image/png');
    await screen.findByTestId('nft-content-value');
    expect(screen.queryByTestId('nft-preview-image')).not.toBeInTheDocument();
    await fillRest();
    await submit();
    await screen.findByText('detail page');
    expect(api.saved()!.body).not.toHaveProperty('preview');
  });

  it('shows a required preview image field for audio content, refuses to send without it, then sends it', async () => {
    const api = fakeNftApi();
    renderForm();
    drop('nft-content', 'song.mp3', 'audio/mpeg');
    const field = await screen.findByTestId('nft-preview-image');
    expect(screen.getByText('Preview image')).toBeInTheDocument();
    expect(within(field).getByTestId('nft-preview-image-rules')).toHaveTextContent(
      'Accepted: JPG, PNG, GIF, SVG',
    );
    await fillRest();
    await submit();
    expect(await screen.findByText(required('en', 'Preview image'))).toBeInTheDocument();
    expect(saves(api.sent)).toEqual([]);

    // The field takes images only (the upload field's rule for the nftPreview kind).
    drop('nft-preview-image', 'clip.mp4', 'video/mp4');
    expect(
      await within(field).findByText(
        /This file type is not accepted. Accepted types: JPG, PNG, GIF, SVG/,
      ),
    ).toBeInTheDocument();
    drop('nft-preview-image', 'cover.png', 'image/png');
    await within(field).findByTestId('nft-preview-image-value');
    await waitFor(() =>
      expect(screen.queryByText(required('en', 'Preview image'))).not.toBeInTheDocument(),
    );
    // The live preview shows the picture above the audio.
    expect(
      within(screen.getByTestId('nft-preview')).getByRole('img', { name: 'Song' }),
    ).toHaveAttribute('src', `/api/files/${PREVIEW}`);

    await submit();
    await screen.findByText('detail page');
    expect(api.saved()!.body).toMatchObject({ icon: MP3, preview: PREVIEW, title: 'Song' });
  });

  it('says it in Chinese', async () => {
    await setLanguage('zh');
    try {
      fakeNftApi();
      renderForm();
      drop('nft-content', 'model.glb', 'model/gltf-binary');
      await screen.findByTestId('nft-preview-image');
      await submit();
      expect(await screen.findByText(required('zh', '预览图'))).toBeInTheDocument();
      expect(required('zh', '预览图')).toBe('音频、视频和 3D（GLB）内容须上传预览图');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('edits a GLB NFT with its stored preview image, and refuses to save once it is removed', async () => {
    const api = fakeNftApi({
      detail: nft({
        icon: GLB,
        icon_url: `/api/files/${GLB}`,
        preview: PREVIEW,
        preview_url: `/api/files/${PREVIEW}`,
      }),
    });
    renderForm('/single?id=42');
    const field = await screen.findByTestId('nft-preview-image');
    // The stored NFT fills the form after the field is drawn: wait for its preview image.
    expect(await within(field).findByTestId('nft-preview-image-value')).toBeInTheDocument();
    // A model is no picture: the preview image stands for it.
    expect(
      await within(screen.getByTestId('nft-preview')).findByRole('img', { name: 'Moon' }),
    ).toHaveAttribute('src', `/api/files/${PREVIEW}`);
    await userEvent.click(within(field).getByTestId('nft-preview-image-remove'));
    await submit();
    expect(await screen.findByText(required('en', 'Preview image'))).toBeInTheDocument();
    expect(saves(api.sent)).toEqual([]);
    drop('nft-preview-image', 'cover.png', 'image/png');
    await within(field).findByTestId('nft-preview-image-value');
    await submit();
    await screen.findByText('detail page');
    expect(api.saved()!.body).toMatchObject({ icon: GLB, preview: PREVIEW });
  });
});

describe('NFT thumbnails', () => {
  it('show the preview image of audio, video and 3D content, else the content or its sign', () => {
    const { unmount } = render(<NftThumb nft={{ icon: MP3, title: 'Song', preview: PREVIEW }} />);
    expect(screen.getByRole('img', { name: 'Song' })).toHaveAttribute(
      'src',
      `/api/files/${PREVIEW}`,
    );
    unmount();
    render(<NftThumb nft={{ icon: MP3, title: 'Song', preview: null }} />);
    expect(screen.getByRole('img', { name: /Song/ }).tagName).toBe('SPAN');
  });
});
