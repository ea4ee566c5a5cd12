import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COLUMNS_MAX,
  HIGHLIGHT_ITEMS_MAX,
  SECTION_TEXT_MAX,
  SECTION_TITLE_MAX,
} from '@mintfront/domain';
import { LinkField } from '../../../components/link-field/link-field.tsx';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import type { useEditorOptions } from './editor-options.ts';
import { HighlightItems, type HighlightItemValue } from './highlight-items.tsx';
import type { FieldSpec } from './section-fields.ts';

type Props = {
  spec: FieldSpec;
  /** The field's id prefix, unique in the editor. */
  id: string;
  label: string;
  value: unknown;
  /** The field's message when the server would refuse its value. */
  error?: string;
  /** Messages of the highlight items' fields, by `items.<n>.<key>`. */
  errors: Map<string, string>;
  options: ReturnType<typeof useEditorOptions>;
  onChange: (value: unknown) => void;
};

/** An optional link: empty is "none" (null), as the config schema takes it. */
const orNull = (v: string) => (v.trim() === '' ? null : v);

/** One setting of a section, labelled, with the config schema's message under it. */
export function SectionField({ spec, id, label, value, error, errors, options, onChange }: Props) {
  const { t } = useTranslation('themes');
  const control = () => {
    switch (spec.kind) {
      case 'text':
        return (
          <Input
            id={id}
            value={String(value ?? '')}
            maxLength={SECTION_TITLE_MAX}
            onChange={(e) => onChange(e.target.value)}
            data-testid={id}
          />
        );
      case 'textarea':
        return (
          <Input.TextArea
            id={id}
            rows={3}
            value={String(value ?? '')}
            maxLength={SECTION_TEXT_MAX}
            onChange={(e) => onChange(e.target.value)}
            data-testid={id}
          />
        );
      case 'image':
        // issue 24: a section's picture is an upload of this store (kind themeImage), not a link.
        return (
          <UploadField
            kind="themeImage"
            id={id}
            testId={id}
            value={(value as string | null) ?? null}
            onChange={onChange}
          />
        );
      case 'link':
        return (
          <LinkField
            id={id}
            value={(value as string | null) ?? ''}
            targets="/api/theme/page/list"
            onChange={(v) => onChange(orNull(v))}
            testId={id}
          />
        );
      case 'columns':
      case 'limit':
        return (
          <InputNumber
            id={id}
            min={1}
            max={spec.kind === 'columns' ? COLUMNS_MAX : 48}
            precision={0}
            value={value as number}
            onChange={(v) => onChange(v ?? 1)}
            data-testid={id}
          />
        );
      case 'choice':
        return (
          <Select
            id={id}
            value={value as string}
            onChange={onChange}
            data-testid={id}
            style={{ width: '100%' }}
            options={(spec.choices ?? []).map((c) => ({
              value: c,
              label: t(`choices.${c}` as 'choices.left'),
            }))}
          />
        );
      case 'switch':
        return <Switch id={id} checked={Boolean(value)} onChange={onChange} data-testid={id} />;
      case 'richText':
        return (
          <RichTextField
            id={id}
            label={label}
            value={String(value ?? '')}
            onChange={onChange}
            testId={id}
          />
        );
      case 'collection':
      case 'category':
        return (
          <Select
            id={id}
            allowClear
            value={(value as number | null) ?? undefined}
            onChange={(v) => onChange(v ?? null)}
            data-testid={id}
            style={{ width: '100%' }}
            placeholder={t('allOf')}
            options={spec.kind === 'collection' ? options.collections : options.categories}
          />
        );
      case 'collections':
      case 'categories':
      case 'menus':
        return (
          <Select
            id={id}
            mode="multiple"
            value={(value as number[]) ?? []}
            onChange={onChange}
            data-testid={id}
            style={{ width: '100%' }}
            placeholder={spec.kind === 'menus' ? undefined : t('allOf')}
            options={
              spec.kind === 'collections'
                ? options.collections
                : spec.kind === 'categories'
                  ? options.categories
                  : options.menus
            }
          />
        );
      case 'highlight':
        return (
          <HighlightItems
            id={id}
            items={(value as HighlightItemValue[]) ?? []}
            errors={errors}
            onChange={onChange}
            max={HIGHLIGHT_ITEMS_MAX}
          />
        );
    }
  };
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 12 }}
    >
      {control()}
    </Form.Item>
  );
}
