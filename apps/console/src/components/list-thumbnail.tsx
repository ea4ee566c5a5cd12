import { Typography } from 'antd';
import { fileUrl } from '../api/uploads.ts';

type Props = {
  /** The stored file, or null when there is none. */
  path: string | null;
  /** Its list thumbnail (issue 3); null for an SVG or an image without one: the original is shown. */
  thumbnail: string | null;
  alt: string;
  /** Said instead when there is no file. */
  empty: string;
};

/** The small picture of a list row (category icon, collection logo): the thumbnail, else the file itself. */
export function ListThumbnail({ path, thumbnail, alt, empty }: Props) {
  if (!path) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <img
      src={fileUrl(thumbnail ?? path)}
      alt={alt}
      width={40}
      height={40}
      style={{ objectFit: 'contain' }}
    />
  );
}
