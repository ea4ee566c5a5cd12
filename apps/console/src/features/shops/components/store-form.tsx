import { useEffect } from 'react';
import { App, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHAINS, createShopBody, domainLabel, storeName, type Shop } from '@mintfront/domain';
import { useCreateShop, useEnterShop } from '../../../api/shops.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { useRules } from '../../../components/use-rules.ts';
import { useChainAvailability, useUnavailableText } from '../chain-availability.ts';
import { useStoreHostSuffix } from '../store-host.ts';

type StoreValues = { name: string; chain: string; subdomain: string };

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
  const [form] = Form.useForm<StoreValues>();
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
    try {
      const shop = await create.mutateAsync({
        ...values,
        name: values.name.trim(),
        subdomain: values.subdomain.trim().toLowerCase(),
      });
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
      initialValues={{ chain: 'local' }}
      onFinish={onFinish}
    >
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('store.title')}
      </Typography.Title>
      <Form.Item
        name="name"
        label={t('fields.name')}
        extra={t('hints.storeName')}
        rules={[
          rules.zod(storeName, t('fields.name')),
          rules.differsFrom('password', 'storeNameIsPassword', () => password),
        ]}
      >
        <Input autoComplete="organization" data-testid="store-name" />
      </Form.Item>
      <Form.Item
        name="chain"
        label={t('fields.chain')}
        extra={t('chains.hint')}
        rules={[rules.zod(createShopBody.shape.chain, t('fields.chain'))]}
      >
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
        name="subdomain"
        label={t('fields.subdomain')}
        extra={t('store.subdomainHint', {
          host: `${subdomain || 'your-store'}${hostSuffix}`,
        })}
        rules={[rules.zod(domainLabel, t('fields.subdomain'))]}
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
