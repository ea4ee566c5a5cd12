import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkField } from '../../../components/link-field/link-field.tsx';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';

export type HighlightItemValue = {
  image: string | null;
  title: string;
  text: string;
  link: string | null;
};

type Props = {
  id: string;
  items: HighlightItemValue[];
  errors: Map<string, string>;
  max: number;
  onChange: (items: HighlightItemValue[]) => void;
};

const EMPTY: HighlightItemValue = { image: null, title: '', text: '', link: null };
const orNull = (v: string) => (v.trim() === '' ? null : v);

/** A highlight section's items (spec doc 2 §5: up to 3), each a picture, title, text and link. */
export function HighlightItems({ id, items, errors, max, onChange }: Props) {
  const { t } = useTranslation('themes');
  const set = (i: number, patch: Partial<HighlightItemValue>) =>
    onChange(items.map((item, n) => (n === i ? { ...item, ...patch } : item)));
  const field = (
    i: number,
    key: keyof HighlightItemValue,
    label: string,
    control: React.ReactNode,
  ) => (
    <Form.Item
      label={label}
      htmlFor={`${id}-${i}-${key}`}
      validateStatus={errors.get(`items.${i}.${key}`) ? 'error' : undefined}
      help={errors.get(`items.${i}.${key}`)}
      style={{ marginBottom: 8 }}
    >
      {control}
    </Form.Item>
  );
  return (
    <Flex vertical gap={8}>
      {items.map((item, i) => (
        <Card
          key={i}
          size="small"
          title={t('highlight.item', { n: i + 1 })}
          extra={
            <Button
              size="small"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('highlight.remove', { n: i + 1 })}
              onClick={() => onChange(items.filter((_, n) => n !== i))}
            />
          }
        >
          {field(
            i,
            'title',
            t('fields.title'),
            <Input
              id={`${id}-${i}-title`}
              value={item.title}
              onChange={(e) => set(i, { title: e.target.value })}
              data-testid={`${id}-${i}-title`}
            />,
          )}
          {field(
            i,
            'text',
            t('fields.text'),
            <Input.TextArea
              id={`${id}-${i}-text`}
              rows={2}
              value={item.text}
              onChange={(e) => set(i, { text: e.target.value })}
            />,
          )}
          {field(
            i,
            'image',
            t('fields.image'),
            <UploadField
              kind="themeImage"
              id={`${id}-${i}-image`}
              testId={`${id}-${i}-image`}
              value={item.image}
              onChange={(path) => set(i, { image: path })}
            />,
          )}
          {field(
            i,
            'link',
            t('fields.link'),
            <LinkField
              id={`${id}-${i}-link`}
              value={item.link ?? ''}
              targets="/api/theme/page/list"
              onChange={(v) => set(i, { link: orNull(v) })}
            />,
          )}
        </Card>
      ))}
      <Button
        icon={<PlusOutlined aria-hidden />}
        disabled={items.length >= max}
        onClick={() => onChange([...items, EMPTY])}
        data-testid={`${id}-add`}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('highlight.add')}
      </Button>
      <Typography.Text type="secondary">
        {t('highlight.help', { count: items.length, max })}
      </Typography.Text>
    </Flex>
  );
}
