import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Progress, Typography, Upload } from 'antd';
import { FolderOpenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  MEDIA_KINDS,
  NFT_BULK_FILES_MAX,
  NFT_BULK_FOLDER_MAX_BYTES,
  errorText,
  formatsLabel,
} from '@mintfront/domain';
import { httpUploadTransport, type UploadTransport } from '../../../api/uploads.ts';
import { formatBytes } from '../../../components/upload-field/chunked-upload.ts';
import { UploadRow } from '../../../components/upload-field/upload-row.tsx';
import { useUploads } from '../../../components/upload-field/use-uploads.ts';
import { useLanguage } from '../../../i18n/index.ts';

/** One uploaded file of the content folder: the name rows use, its stored path and size. */
export type FolderFile = { name: string; path: string; size: number };

type Props = {
  id?: string;
  value?: FolderFile[];
  onChange?: (files: FolderFile[]) => void;
  /** Files still uploading or failed: the form waits for them. */
  onPending?: (pending: number) => void;
  transport?: UploadTransport;
};

const RULE = MEDIA_KINDS.nftContent;
const extensionOf = (name: string) =>
  name
    .slice(name.lastIndexOf('.') + 1)
    .toLowerCase()
    .replace('jpeg', 'jpg');
const GB = 1024 ** 3;
const sizeText = (n: number) => (n >= GB ? `${Math.round((n / GB) * 10) / 10} GB` : formatBytes(n));

/**
 * The content folder of a bulk creation: a folder picked or dropped, every NFT content file
 * uploaded through the shared chunked pipeline (progress, retry, cancel), checked first against
 * the file-count (E116) and folder-size (E110) limits. Files of other types are skipped and listed.
 */
export function FolderUpload({
  id,
  value = [],
  onChange,
  onPending,
  transport = httpUploadTransport,
}: Props) {
  const { t } = useTranslation('nftBulk');
  const lang = useLanguage();
  const [problem, setProblem] = useState<string | null>(null);
  const [skipped, setSkipped] = useState<string[]>([]);
  const stored = useRef<FolderFile[]>(value);
  stored.current = value;
  const picked = useRef<File[]>([]);
  const flushTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const uploads = useUploads({
    kind: 'nftContent',
    transport,
    onStored: (path, file) => {
      stored.current = [
        ...stored.current.filter((f) => f.name !== file.name),
        { name: file.name, path, size: file.size },
      ];
      onChange?.(stored.current);
    },
  });
  const pending = uploads.items.length;
  useEffect(() => onPending?.(pending), [pending, onPending]);
  useEffect(() => () => clearTimeout(flushTimer.current), []);

  // antd hands a picked or dropped folder over one file at a time: they are judged together.
  function flush() {
    const files = picked.current;
    picked.current = [];
    const content = files.filter((f) =>
      (RULE.formats as readonly string[]).includes(extensionOf(f.name)),
    );
    setSkipped((s) => [...s, ...files.filter((f) => !content.includes(f)).map((f) => f.name)]);
    const names = new Set([
      ...stored.current.map((f) => f.name),
      ...uploads.items.map((i) => i.file.name),
    ]);
    const twice = content.find(
      (f, i) => names.has(f.name) || content.findIndex((g) => g.name === f.name) !== i,
    );
    if (twice) return setProblem(t('folder.duplicate', { name: twice.name }));
    if (stored.current.length + uploads.items.length + content.length > NFT_BULK_FILES_MAX) {
      return setProblem(errorText('E116', lang, { max: NFT_BULK_FILES_MAX.toLocaleString('en') }));
    }
    const bytes = [
      ...stored.current.map((f) => f.size),
      ...uploads.items.map((i) => i.file.size),
      ...content.map((f) => f.size),
    ].reduce((a, b) => a + b, 0);
    if (bytes > NFT_BULK_FOLDER_MAX_BYTES)
      return setProblem(errorText('E110', lang, { max: sizeText(NFT_BULK_FOLDER_MAX_BYTES) }));
    setProblem(null);
    for (const f of content) {
      if (f.size > RULE.maxBytes)
        uploads.refuse(f, t('tooLarge', { ns: 'uploads', size: formatBytes(RULE.maxBytes) }));
      else uploads.add(f);
    }
  }

  function clear() {
    uploads.cancelAll();
    setSkipped([]);
    setProblem(null);
    onChange?.([]);
  }

  const done = value.length;
  const total = done + uploads.items.filter((i) => !i.fatal).length;
  const failed = uploads.items.filter((i) => i.status === 'error');
  const shown = uploads.items.filter((i) => i.status !== 'queued').slice(0, 10);
  return (
    <Flex vertical gap={8} data-testid="bulk-folder">
      <Upload.Dragger
        id={id}
        directory
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          picked.current.push(file as File);
          clearTimeout(flushTimer.current);
          flushTimer.current = setTimeout(flush, 0);
          return Upload.LIST_IGNORE;
        }}
        data-testid="bulk-folder-drop"
      >
        <p className="ant-upload-drag-icon">
          <FolderOpenOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t('folder.hint')}</p>
        <p className="ant-upload-hint" data-testid="bulk-folder-rules">
          {t('folder.rules', {
            formats: formatsLabel('nftContent'),
            size: formatBytes(RULE.maxBytes),
            files: NFT_BULK_FILES_MAX.toLocaleString('en'),
            total: sizeText(NFT_BULK_FOLDER_MAX_BYTES),
          })}
        </p>
      </Upload.Dragger>
      {problem && (
        <Alert type="error" showIcon message={problem} data-testid="bulk-folder-problem" />
      )}
      {total > 0 && (
        <Flex vertical gap={4}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text data-testid="bulk-folder-count">
              {t('folder.uploaded', { done, total })} ·{' '}
              {t('folder.bytes', { size: sizeText(value.reduce((a, f) => a + f.size, 0)) })}
            </Typography.Text>
            <Button size="small" onClick={clear} data-testid="bulk-folder-clear">
              {t('folder.clear')}
            </Button>
          </Flex>
          <Progress
            percent={Math.floor((done / total) * 100)}
            status={failed.length ? 'exception' : done === total ? 'success' : 'active'}
            aria-label={t('fields.folder')}
            data-testid="bulk-folder-progress"
          />
        </Flex>
      )}
      {shown.map((item) => (
        <UploadRow
          key={item.key}
          item={item}
          testId="bulk-folder"
          onRetry={() => uploads.retry(item)}
          onCancel={() => uploads.cancel(item)}
        />
      ))}
      {skipped.length > 0 && (
        <Typography.Text type="secondary" data-testid="bulk-folder-skipped">
          {t('folder.skipped', {
            count: skipped.length,
            names: skipped.slice(0, 5).join(', ') + (skipped.length > 5 ? '…' : ''),
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}
