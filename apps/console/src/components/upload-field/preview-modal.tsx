import type { CSSProperties } from 'react';
import { Modal, Typography } from 'antd';
import { previewTypeOf } from '@mintfront/domain';

export type PreviewProps = {
  url: string;
  name: string;
  edition?: { number: number; total: number };
  style?: CSSProperties;
  /** The preview image of audio, video or 3D content: the video's poster, the picture above the audio, the picture of a GLB model. */
  poster?: string | null;
};

/** The file as image, video or audio, chosen by the extension of its url (spec doc 1 §5). */
export function MediaPreview({ url, name, style, poster }: PreviewProps) {
  const path = url.split('?')[0] ?? url;
  const type = previewTypeOf(path);
  const picture = (src: string) => (
    <img src={src} alt={name} style={{ maxWidth: '100%', objectFit: 'contain', ...style }} />
  );
  if (type === 'video')
    return (
      <video
        src={url}
        poster={poster ?? undefined}
        controls
        style={{ maxWidth: '100%', ...style }}
        aria-label={name}
      />
    );
  if (type === 'audio') {
    const audio = (
      <audio
        src={url}
        controls
        style={{ width: '100%', ...(poster ? {} : style) }}
        aria-label={name}
      />
    );
    return poster ? (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {picture(poster)}
        {audio}
      </div>
    ) : (
      audio
    );
  }
  // A 3D model (GLB) is no picture a browser shows: its preview image stands for it.
  if (poster && path.toLowerCase().endsWith('.glb')) return picture(poster);
  return picture(url);
}

/** Spec doc 1 §2 preview modal: 545 px wide, name, and 'Edition N of N' when there is an edition. */
export function PreviewModal({
  open,
  onClose,
  title,
  editionText,
  ...preview
}: PreviewProps & { open: boolean; onClose: () => void; title: string; editionText?: string }) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={545} title={title} destroyOnHidden>
      <MediaPreview {...preview} />
      <Typography.Paragraph strong style={{ marginTop: 12, marginBottom: 0 }}>
        {preview.name}
      </Typography.Paragraph>
      {editionText && <Typography.Text type="secondary">{editionText}</Typography.Text>}
    </Modal>
  );
}
