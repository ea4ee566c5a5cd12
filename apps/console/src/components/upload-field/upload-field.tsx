import { useRef, useState } from 'react';
import { Button, Flex, Upload } from 'antd';
import { DeleteOutlined, EyeOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MEDIA_KINDS, formatsLabel, type MediaKind } from '@mintfront/domain';
import { fileUrl, httpUploadTransport, type UploadTransport } from '../../api/uploads.ts';
import { formatBytes } from './chunked-upload.ts';
import { MediaPreview, PreviewModal } from './preview-modal.tsx';
import { UploadRow } from './upload-row.tsx';
import { useUploads } from './use-uploads.ts';

/** Files a multiple field takes when the form names no limit. */
export const DEFAULT_MAX_FILES = 50;

type CommonProps = {
  kind: MediaKind;
  id?: string;
  /** Prefix of the data-testids inside the field. */
  testId?: string;
  transport?: UploadTransport;
};
type SingleProps = CommonProps & {
  multiple?: false;
  /** The stored path (docs/api.md "Uploads"), or null. */
  value?: string | null;
  onChange?: (path: string | null) => void;
};
type MultipleProps = CommonProps & {
  /** Several files at once (NFT bulk creation): a row per file, each under the kind's rules. */
  multiple: true;
  /** Pick a whole folder instead of files. */
  directory?: boolean;
  /** Most stored paths the field holds (DEFAULT_MAX_FILES when not given). */
  maxCount?: number;
  value?: string[] | null;
  onChange?: (paths: string[]) => void;
};
export type UploadFieldProps = SingleProps | MultipleProps;

function extensionOf(name: string) {
  const dot = name.lastIndexOf('.');
  return dot < 0
    ? ''
    : name
        .slice(dot + 1)
        .toLowerCase()
        .replace('jpeg', 'jpg');
}

/** A stored file: small preview, the 545 px preview modal, remove. */
function StoredFile({
  path,
  name,
  testId,
  onRemove,
}: {
  path: string;
  name: string;
  testId: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('uploads');
  const [open, setOpen] = useState(false);
  return (
    <Flex align="center" gap={12} data-testid={`${testId}-value`}>
      <MediaPreview url={fileUrl(path)} name={name} style={{ maxHeight: 64, maxWidth: 96 }} />
      <Button
        size="small"
        icon={<EyeOutlined />}
        onClick={() => setOpen(true)}
        data-testid={`${testId}-preview`}
        aria-label={`${t('preview')} ${name}`}
      >
        {t('preview')}
      </Button>
      <Button
        size="small"
        icon={<DeleteOutlined />}
        onClick={onRemove}
        data-testid={`${testId}-remove`}
        aria-label={`${t('remove')} ${name}`}
      >
        {t('remove')}
      </Button>
      <PreviewModal
        open={open}
        onClose={() => setOpen(false)}
        title={t('preview')}
        url={fileUrl(path)}
        name={name}
      />
    </Flex>
  );
}

/**
 * The one upload field of the console: drag and drop or pick a file (or, with `multiple`,
 * several files or a folder), accepted types and limit shown, chunked upload with resume,
 * a progress row per file with speed, cancel and retry, and a preview of what is stored.
 */
export function UploadField(props: UploadFieldProps) {
  const { kind, id, testId = 'upload', transport = httpUploadTransport } = props;
  const { t } = useTranslation('uploads');
  const rule = MEDIA_KINDS[kind];
  const formats = formatsLabel(kind);
  const limit = formatBytes(rule.maxBytes);
  const maxCount = props.multiple ? (props.maxCount ?? DEFAULT_MAX_FILES) : 1;
  const [names, setNames] = useState<Record<string, string>>({});
  // The paths as this field last knew them: several files may finish before the form re-renders.
  const paths = useRef<string[]>([]);
  paths.current = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  // Files queued since this render (antd hands a pick over one file at a time, before re-rendering).
  const accepted = useRef(0);
  accepted.current = 0;

  const setPaths = (next: string[]) => {
    paths.current = next;
    if (props.multiple) props.onChange?.(next);
    else props.onChange?.(next[0] ?? null);
  };

  const uploads = useUploads({
    kind,
    transport,
    onStored: (path, file) => {
      setNames((n) => ({ ...n, [path]: file.name }));
      if (!props.multiple) return setPaths([path]);
      if (!paths.current.includes(path)) setPaths([...paths.current, path]);
    },
  });
  const active = uploads.items.filter((i) => !i.fatal);

  function take(file: File) {
    if (!props.multiple) uploads.cancelAll();
    if (file.size > rule.maxBytes) return uploads.refuse(file, t('tooLarge', { size: limit }));
    if (!(rule.formats as readonly string[]).includes(extensionOf(file.name)))
      return uploads.refuse(file, t('wrongType', { formats }));
    if (!props.multiple) return uploads.add(file);
    if (paths.current.length + active.length + accepted.current >= maxCount)
      return uploads.refuse(file, t('tooMany', { count: maxCount }));
    accepted.current += 1;
    uploads.add(file);
  }

  const nameOf = (path: string) => names[path] ?? t('uploaded');
  const removePath = (path: string) => setPaths(paths.current.filter((p) => p !== path));
  const busy = !props.multiple && uploads.items.some((i) => i.status === 'uploading');

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Upload.Dragger
        id={id}
        accept={rule.formats.map((f) => `.${f}${f === 'jpg' ? ',.jpeg' : ''}`).join(',')}
        multiple={Boolean(props.multiple)}
        directory={props.multiple ? props.directory : undefined}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          take(file as File);
          return Upload.LIST_IGNORE;
        }}
        data-testid={`${testId}-drop`}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">
          {props.multiple ? t(props.directory ? 'hintFolder' : 'hintMultiple') : t('hint')}
        </p>
        <p className="ant-upload-hint" data-testid={`${testId}-rules`}>
          {t('rules', { formats, size: limit })}
          {props.multiple && ` · ${t('maxFiles', { count: maxCount })}`}
        </p>
      </Upload.Dragger>

      {uploads.items.map((item) => (
        <UploadRow
          key={item.key}
          item={item}
          testId={testId}
          onRetry={() => uploads.retry(item)}
          onCancel={() => uploads.cancel(item)}
        />
      ))}

      {(props.multiple || uploads.items.length === 0) &&
        paths.current.map((path) => (
          <StoredFile
            key={path}
            path={path}
            name={nameOf(path)}
            testId={testId}
            onRemove={() => removePath(path)}
          />
        ))}
    </Flex>
  );
}
