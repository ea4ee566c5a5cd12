import { App, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_TITLE_MAX, pageBody, type Page } from '@mintfront/domain';
import { useSavePage } from '../../../api/pages.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { parseOnForm } from '../../../components/form/schema-issues.ts';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { useRules } from '../../../components/use-rules.ts';
import { useUnsavedChanges } from '../../../components/use-unsaved-changes.tsx';

type Values = { title: string; content: string };
const LABELS: Record<string, 'fields.title' | 'fields.content'> = {
  title: 'fields.title',
  content: 'fields.content',
};

/** The page form of /Appearance/Pages/create and modify (spec doc 2 §3 Page: title, rich text). */
export function PageForm({ page, onSaved }: { page: Page | null; onSaved: () => void }) {
  const { t } = useTranslation(['pages', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const rules = useRules();
  const save = useSavePage();
  const values = Form.useWatch([], form) as Values | undefined;
  const initial = { title: page?.title ?? '', content: page?.content ?? '' };
  const dirty =
    values !== undefined && (values.title !== initial.title || values.content !== initial.content);
  const unsaved = useUnsavedChanges(dirty && !save.isSuccess);

  async function submit(v: Values) {
    const body = parseOnForm(form, pageBody, v, {
      lang: rules.lang,
      labelOf: ([name]) => t(LABELS[name!] ?? 'fields.title'),
    });
    if (!body) return;
    try {
      await save.mutateAsync({ id: page?.id, body });
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
        <Form.Item
          name="title"
          label={t('fields.title')}
          htmlFor="page-title"
          rules={[rules.zod(pageBody.shape.title, t('fields.title'))]}
        >
          <Input id="page-title" maxLength={PAGE_TITLE_MAX} data-testid="page-title" />
        </Form.Item>
        <Form.Item name="content" label={t('fields.content')} extra={t('contentHelp')}>
          <RichTextField id="page-content" label={t('fields.content')} testId="page-content" />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="page-save">
        {t('common:save')}
      </Button>
    </Form>
  );
}
