import { useState } from 'react';
import { App, Button, Card, Flex, Form, Typography } from 'antd';
import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { createBoxBody, messageText } from '@mintfront/domain';
import { useBoxAvailability, useCreateBox } from '../../api/mystery-boxes.ts';
import { fileUrl } from '../../api/uploads.ts';
import { useSchemaForm } from '../../components/form/schema-form.ts';
import { PreviewModal } from '../../components/upload-field/preview-modal.tsx';
import { useUnsavedChanges } from '../../components/use-unsaved-changes.tsx';
import { BoxMainFields } from './components/box-main-fields.tsx';
import {
  BOX_FIELDS,
  hasBoxChanges,
  seriesTotal,
  type BoxFormValues,
  type SeriesItem,
} from './components/box-form-values.ts';
import { SeriesField } from './components/series-field.tsx';

const LIST = '/NFT/MysteryBox';

/**
 * /CreateMysteryBox (spec doc 1 §2, §4, §5): box image, the fixed ERC-1155 interface, an
 * ERC-1155 collection of the store, name, categories, description, the series and the number of
 * boxes; discard, preview, create. Leaving with unsaved changes asks first.
 */
export default function BoxCreate() {
  const { t } = useTranslation(['mysteryBoxes', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  // `content` (the same image as `icon`) shows on the image, `contents` on the series.
  const { form, item, body, lang, initialValues } = useSchemaForm({
    schema: createBoxBody,
    fields: BOX_FIELDS,
    label: t as (key: string) => string,
    issues: { fieldMap: { content: 'icon' } },
  });
  const create = useCreateBox();
  const values = Form.useWatch([], form) as BoxFormValues | undefined;
  const series = Form.useWatch('series', form) ?? [];
  const { available } = useBoxAvailability(series.map((s) => s.nft.id));
  const capOf = (s: SeriesItem) => available.get(s.nft.id) ?? s.nft.copies;
  // spec doc 1 §4: the flag turns on with a change that sets something, off on a creation attempt or a discard.
  const [dirty, setDirty] = useState(false);
  const { prompt, allowLeave } = useUnsavedChanges(dirty);
  const [previewing, setPreviewing] = useState(false);

  // The schema's series rule (E104 when empty, E118 above the row limit, the 1,000,000 total,
  // spec doc 1 §5), and a row never above the copies still available (known to the server only).
  const seriesItem = item('series');
  const capRule = {
    validator: async (_rule: unknown, items: SeriesItem[] = []) => {
      const over = items.find((s) => s.quantity > capOf(s));
      if (over) throw new Error(messageText('boxQuantityMax', lang, { max: capOf(over) }));
    },
  };

  async function submit(v: BoxFormValues) {
    // The schema the server uses, its object-level rule too.
    const payload = body(v, { content: v.icon ?? '' });
    if (!payload) return;
    setDirty(false);
    try {
      const box = await create.mutateAsync(payload);
      void message.success(t('created'));
      allowLeave();
      void navigate(`/specifics?id=${box.id}&purpose=2`);
    } catch (error) {
      // spec doc 1 §4, §8: the server's message as a toast; the button is enabled again.
      void message.error((error as Error).message);
    }
  }

  function discard() {
    setDirty(false);
    allowLeave();
    void navigate(LIST);
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Link to={LIST} data-testid="box-back">
        <ArrowLeftOutlined aria-hidden /> {t('back')}
      </Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('createTitle')}
      </Typography.Title>
      <Form<BoxFormValues>
        form={form}
        layout="vertical"
        name="box-create"
        initialValues={initialValues(null)}
        onValuesChange={(_changed, all) => setDirty(hasBoxChanges(all))}
        onFinish={(v) => void submit(v)}
      >
        <Card style={{ marginBottom: 16 }}>
          <BoxMainFields item={item} />
        </Card>
        <Card
          title={<h2 className="card-title">{t('fields.series')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <Typography.Paragraph type="secondary">{t('help.series')}</Typography.Paragraph>
          {/* The card's heading names the field; the button inside says what it does. */}
          <Form.Item name={seriesItem.name} rules={[...seriesItem.rules, capRule]}>
            <SeriesField capOf={capOf} />
          </Form.Item>
          <Form.Item label={t('fields.total')} extra={t('help.total')}>
            <Typography.Text strong data-testid="box-total">
              {seriesTotal(series).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en')}
            </Typography.Text>
          </Form.Item>
        </Card>
        <Flex gap={8} justify="flex-end">
          <Button onClick={discard} data-testid="box-discard">
            {t('discard')}
          </Button>
          <Button
            icon={<EyeOutlined />}
            onClick={() => setPreviewing(true)}
            disabled={!values?.icon}
            data-testid="box-preview"
          >
            {t('preview')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending}
            disabled={create.isPending}
            data-testid="box-submit"
          >
            {t('submit')}
          </Button>
        </Flex>
      </Form>
      {values?.icon && (
        <PreviewModal
          open={previewing}
          onClose={() => setPreviewing(false)}
          title={t('preview')}
          url={fileUrl(values.icon)}
          name={values.title || t('createTitle')}
        />
      )}
      {prompt}
    </Flex>
  );
}
