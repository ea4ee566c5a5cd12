import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_TITLE_MAX, pageBody, type Page } from '@mintfront/domain';
import { useSavePage } from '../../../api/pages.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { useUnsavedChanges } from '../../../components/use-unsaved-changes.tsx';

/** The fields of the page form, stated once (spec doc 2 §3 Page; labels in `pages`). */
const FIELDS = fieldList<Page>()({
  title: { label: 'fields.title', initial: '', from: (p) => p.title },
  content: { label: 'fields.content', initial: '', from: (p) => p.content ?? '' },
});
type Values = ValuesOf<typeof FIELDS>;

/** The page form of /Appearance/Pages/create and modify (spec doc 2 §3 Page: title, rich text). */
export function PageForm({ page, onSaved }: { page: Page | null; onSaved: () => void }) {
  const { t } = useTranslation(['pages', 'common']);
  const { message } = App.useApp();
  const { form, item, output, initialValues } = useSchemaForm({
    schema: pageBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const save = useSavePage();
  const values = Form.useWatch([], form) as Values | undefined;
  const initial = initialValues(page);
  const dirty =
    values !== undefined && (values.title !== initial.title || values.content !== initial.content);
  const unsaved = useUnsavedChanges(dirty && !save.isSuccess);

  async function submit(v: Values) {
    const parsed = output(v);
    if (!parsed) return;
    try {
      await save.mutateAsync({ id: page?.id, body: parsed });
      void message.success(t(page ? 'updated' : 'created'));
      unsaved.allowLeave();
      onSaved();
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="page"
      initialValues={initial}
      onFinish={(v) => void submit(v)}
    >
      {unsaved.prompt}
      <Card style={{ marginBottom: 16 }}>
        <Form.Item {...item('title')} htmlFor="page-title">
          <Input id="page-title" maxLength={PAGE_TITLE_MAX} data-testid="page-title" />
        </Form.Item>
        <Form.Item {...item('content')} extra={t('contentHelp')}>
          <RichTextField id="page-content" label={t('fields.content')} testId="page-content" />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="page-save">
        {t('common:save')}
      </Button>
    </Form>
  );
}
