import { App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  MENU_ITEMS_MAX,
  MENU_ITEM_NAME_MAX,
  MENU_TITLE_MAX,
  navigationBody,
  type NavigationMenu,
} from '@mintfront/domain';
import { useSaveNavigation } from '../../../api/navigation.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { LinkField } from '../../../components/link-field/link-field.tsx';

const EMPTY_ITEM = { name: '', link: '' };

/** The fields of the menu form, stated once (spec doc 2 §3 navigation; labels in `navigation`). */
const FIELDS = fieldList<NavigationMenu>()({
  title: { label: 'fields.title', initial: '', from: (m) => m.title },
  items: {
    label: 'fields.items',
    rows: { name: 'fields.name', link: 'fields.link' },
    initial: [{ ...EMPTY_ITEM }] as { name: string; link: string }[],
    from: (m) => m.items,
    to: (items: { name: string; link: string }[] | undefined) => items ?? [],
  },
});
type Values = ValuesOf<typeof FIELDS>;

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
  const { form, item, rowItem, output, initialValues } = useSchemaForm({
    schema: navigationBody,
    fields: FIELDS,
    label: t as (key: string) => string,
    // An item's issue goes on its row's field.
    issues: { fieldOf: (path) => path.map((p) => (typeof p === 'number' ? p : String(p))) },
  });
  const itemField = rowItem('items');
  const save = useSaveNavigation();

  async function submit(v: Values) {
    const parsed = output(v);
    if (!parsed) return;
    try {
      await save.mutateAsync({ id: menu?.id, body: parsed });
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
      initialValues={initialValues(menu)}
      onFinish={(v) => void submit(v)}
    >
      <Card style={{ marginBottom: 16 }}>
        <Form.Item {...item('title')} htmlFor="menu-title">
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
                    {...itemField(field.name, 'name')}
                    label={t('fields.itemName', { n: index + 1 })}
                    htmlFor={`menu-item-${index}-name`}
                    style={{ flex: '1 1 200px', marginBottom: 8 }}
                  >
                    <Input
                      id={`menu-item-${index}-name`}
                      maxLength={MENU_ITEM_NAME_MAX}
                      data-testid={`menu-item-${index}-name`}
                    />
                  </Form.Item>
                  <Form.Item
                    {...itemField(field.name, 'link')}
                    label={t('fields.itemLink', { n: index + 1 })}
                    htmlFor={`menu-item-${index}-link`}
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
                onClick={() => add({ ...EMPTY_ITEM })}
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
