import { useEffect } from 'react';
import { App, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHAINS, createShopBody, type Shop } from '@mintfront/domain';
import { useCreateShop, useEnterShop } from '../../../api/shops.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { fieldList, type ValuesOf } from '../../../components/form/form-fields.ts';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { useRules } from '../../../components/use-rules.ts';
import { useChainAvailability, useUnavailableText } from '../chain-availability.ts';
import { useStoreHostSuffix } from '../store-host.ts';

/** The fields of the store step, stated once (spec doc 1 §3 Shop; labels in `shops`). */
const FIELDS = fieldList<never>()({
  name: { label: 'fields.name', initial: '', to: (v: string | undefined) => v?.trim() ?? '' },
  chain: { label: 'fields.chain', initial: 'local' },
  subdomain: {
    label: 'fields.subdomain',
    initial: '',
    to: (v: string | undefined) => v?.trim().toLowerCase() ?? '',
  },
});
type StoreValues = ValuesOf<typeof FIELDS>;

// E4 store name exists, 40015 subdomain taken.
const STORE_ERRORS = { 41004: 'name', 40015: 'subdomain' };

/**
 * The store step: name, chain and subdomain → POST /api/shops, then enter it. `password`
 * (known during sign-up) lets the form show "store name ≠ password" before submit.
 */
export function StoreForm({
  password,
  onCreated,
}: {
  password?: string;
  onCreated: (shop: Shop) => void;
}) {
  const { t } = useTranslation('shops');
  const hostSuffix = useStoreHostSuffix();
  const { message } = App.useApp();
  const rules = useRules();
  const { form, item, body, initialValues } = useSchemaForm({
    schema: createShopBody,
    fields: FIELDS,
    label: t as (key: string) => string,
  });
  const create = useCreateShop();
  const enter = useEnterShop();
  const subdomain = Form.useWatch('subdomain', form);
  const availability = useChainAvailability();
  const unavailableText = useUnavailableText();
  const firstUsable = CHAINS.find((c) => availability?.get(c.key)?.available)?.key;

  // The default (the local chain) may be one this server cannot reach: start on one it can.
  useEffect(() => {
    const chosen = form.getFieldValue('chain') as string;
    if (availability && !availability.get(chosen)?.available && firstUsable)
      form.setFieldValue('chain', firstUsable);
  }, [availability, firstUsable, form]);

  const onFinish = async (values: StoreValues) => {
    const parsed = body(values);
    if (!parsed) return;
    try {
      const shop = await create.mutateAsync(parsed);
      await enter.mutateAsync(shop.id);
      onCreated(shop);
    } catch (e) {
      showFormError(form, e, (text) => void message.error(text), STORE_ERRORS);
    }
  };

  return (
    <Form<StoreValues>
      form={form}
      name="store"
      layout="vertical"
      initialValues={initialValues(null)}
      onFinish={onFinish}
    >
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('store.title')}
      </Typography.Title>
      <Form.Item
        {...item('name')}
        extra={t('hints.storeName')}
        rules={[
          ...item('name').rules,
          rules.differsFrom('password', 'storeNameIsPassword', () => password),
        ]}
      >
        <Input autoComplete="organization" data-testid="store-name" />
      </Form.Item>
      <Form.Item {...item('chain')} extra={t('chains.hint')}>
        <Select
          data-testid="store-chain"
          options={CHAINS.map((c) => {
            const name = c.testnet ? `${c.name} (${t('store.testnet')})` : c.name;
            const a = availability?.get(c.key);
            return a && !a.available
              ? {
                  value: c.key,
                  disabled: true,
                  label: t('chains.unavailable', { name, reason: unavailableText(a) }),
                }
              : { value: c.key, label: name };
          })}
        />
      </Form.Item>
      <Form.Item
        {...item('subdomain')}
        extra={t('store.subdomainHint', {
          host: `${subdomain || 'your-store'}${hostSuffix}`,
        })}
      >
        <Input
          suffix={<span aria-hidden>{hostSuffix}</span>}
          autoComplete="off"
          data-testid="store-subdomain"
        />
      </Form.Item>
      <Flex justify="flex-end">
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending || enter.isPending}
          data-testid="store-submit"
        >
          {t('store.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
