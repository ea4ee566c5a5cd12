import type { ReactNode } from 'react';
import { App, Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ZodObject } from 'zod';
import { useSaveMarketingSettings, type MarketingSettings } from '../../../api/marketing.ts';
import { showFormError } from '../../../components/form-errors.ts';
import type { FieldList, ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm, type SchemaItemProps } from '../../../components/form/schema-form.ts';

type Props<T extends keyof MarketingSettings, L extends FieldList<MarketingSettings[T]>> = {
  /** Which settings the card saves: PUT /api/marketing/common/{type}. */
  type: T;
  /** The domain schema of the request, judging the fields before they are sent. */
  schema: ZodObject;
  fields: L;
  settings: MarketingSettings[T];
  title: string;
  /** The card's fields, given each field's Form.Item props. */
  children: (item: (name: keyof L & string) => SchemaItemProps) => ReactNode;
};

/** A card of Marketing/General: its fields, checked by the domain schema, and Save. */
export function MarketingForm<
  T extends keyof MarketingSettings,
  L extends FieldList<MarketingSettings[T]>,
>({ type, schema, fields, settings, title, children }: Props<T, L>) {
  const { t } = useTranslation(['marketing', 'common']);
  const { message } = App.useApp();
  const { form, item, body, initialValues } = useSchemaForm({
    schema,
    fields,
    label: t as (key: string) => string,
  });
  const save = useSaveMarketingSettings(type);

  async function submit(values: ValuesOf<L>) {
    const parsed = body(values);
    if (!parsed) return;
    try {
      await save.mutateAsync(parsed);
      void message.success(t('saved'));
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Card title={<h2 className="card-title">{title}</h2>}>
      <Form<ValuesOf<L>>
        form={form}
        layout="vertical"
        name={type}
        noValidate
        onFinish={(v) => void submit(v)}
        initialValues={initialValues(settings)}
      >
        {children(item)}
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid={`${type}-save`}
        >
          {t('common:save')}
        </Button>
      </Form>
    </Card>
  );
}
