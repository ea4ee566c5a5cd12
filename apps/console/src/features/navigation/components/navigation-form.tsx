import { App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  MENU_ITEMS_MAX,
  MENU_ITEM_NAME_MAX,
  MENU_TITLE_MAX,
  navigationBody,
  navigationItem,
  storeLink,
  type NavigationMenu,
} from '@mintfront/domain';
import { useSaveNavigation } from '../../../api/navigation.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { parseOnForm } from '../../../components/form/schema-issues.ts';
import { LinkField } from '../../../components/link-field/link-field.tsx';
import { useRules } from '../../../components/use-rules.ts';

type Values = { title: string; items: { name: string; link: string }[] };

/** The menu form of Navigation create and modify (spec doc 2 §3; §5: up to 5 items). */
export function NavigationForm({
  menu,
  onSaved,
}: {
  menu: NavigationMenu | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['navigation', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const rules = useRules();
  const save = useSaveNavigation();

  async function submit(v: Values) {
    const body = parseOnForm(
      form,
      navigationBody,
      { title: v.title, items: v.items ?? [] },
      {
        lang: rules.lang,
        labelOf: (name) =>
          name[0] === 'title'
            ? t('fields.title')
            : name[2] === 'link'
              ? t('fields.link')
              : name[2] === 'name'
                ? t('fields.name')
                : t('fields.items'),
        fieldOf: (path) => path.map((p) => (typeof p === 'number' ? p : String(p))),
      },
    );
    if (!body) return;
    try {
      await save.mutateAsync({ id: menu?.id, body });
      void message.success(t(menu ? 'updated' : 'created'));
      onSaved();
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="navigation"
      initialValues={{ title: menu?.title ?? '', items: menu?.items ?? [{ name: '', link: '' }] }}
      onFinish={(v) => void submit(v)}
    >
      <Card style={{ marginBottom: 16 }}>
        <Form.Item
          name="title"
          label={t('fields.title')}
          htmlFor="menu-title"
          rules={[rules.zod(navigationBody.shape.title, t('fields.title'))]}
        >
          <Input id="menu-title" maxLength={MENU_TITLE_MAX} data-testid="menu-title" />
        </Form.Item>
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('fields.items')}
        </Typography.Title>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => (
                <Flex
                  key={field.key}
                  gap={8}
                  align="flex-start"
                  wrap
                  data-testid={`menu-item-${index}`}
                >
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('fields.itemName', { n: index + 1 })}
                    htmlFor={`menu-item-${index}-name`}
                    rules={[rules.zod(navigationItem.shape.name, t('fields.name'))]}
                    style={{ flex: '1 1 200px', marginBottom: 8 }}
                  >
                    <Input
                      id={`menu-item-${index}-name`}
                      maxLength={MENU_ITEM_NAME_MAX}
                      data-testid={`menu-item-${index}-name`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'link']}
                    label={t('fields.itemLink', { n: index + 1 })}
                    htmlFor={`menu-item-${index}-link`}
                    rules={[rules.zod(storeLink, t('fields.link'))]}
                    style={{ flex: '2 1 280px', marginBottom: 8 }}
                  >
                    <LinkField
                      id={`menu-item-${index}-link`}
                      targets="/api/navigation/page/list"
                      testId={`menu-item-${index}-link`}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('removeItem', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: 30 }}
                    data-testid={`menu-item-${index}-remove`}
                  />
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ name: '', link: '' })}
                disabled={fields.length >= MENU_ITEMS_MAX}
                data-testid="menu-item-add"
                style={{ alignSelf: 'flex-start' }}
              >
                {t('addItem')}
              </Button>
              <Typography.Text type="secondary">
                {t('itemsHelp', { count: fields.length, max: MENU_ITEMS_MAX })}
              </Typography.Text>
            </Flex>
          )}
        </Form.List>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="menu-save">
        {t('common:save')}
      </Button>
    </Form>
  );
}
