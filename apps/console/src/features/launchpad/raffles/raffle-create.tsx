import { App, Button, Card, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  LAUNCHPAD_DESCRIPTION_MAX,
  LAUNCHPAD_NAME_MAX,
  LAUNCHPAD_NFTS_MAX,
  raffleCreateBody,
  RAFFLE_WINNERS_MAX,
} from '@mintfront/domain';
import { useCreateRaffle } from '../../../api/raffles.ts';
import { useWhitelists } from '../../../api/whitelists.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { DateTimeField } from '../../../components/form/date-time-field.tsx';
import { NumberInput } from '../../../components/form/number-input.tsx';
import { useSchemaForm } from '../../../components/form/schema-form.ts';
import { UploadField } from '../../../components/upload-field/upload-field.tsx';
import {
  holdingOf,
  RAFFLE_FIELDS,
  type RaffleFormValues,
} from './components/raffle-form-values.ts';
import { RaffleRules } from './components/raffle-rules.tsx';
import { NftsField } from '../components/nfts-field.tsx';

const LIST = '/Raffle';

/**
 * /Raffle/CreateRaffle (spec doc 2 §2): the rules first, then name, preview, description, the
 * NFTs, the entry window, the number of winners and who may enter; checked by the schema the
 * server parses before anything is sent. The new raffle opens on its detail (its commitment).
 */
export default function RaffleCreate() {
  const { t } = useTranslation(['raffles', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { form, item, body, initialValues } = useSchemaForm({
    schema: raffleCreateBody,
    fields: RAFFLE_FIELDS,
    label: t as (key: string) => string,
    issues: {
      // The holding rule's issues go on the input they name.
      fieldOf: (path) =>
        path[0] === 'holding'
          ? [path[1] === 'min_balance' ? 'holding_min' : 'holding_contract']
          : [String(path[0])],
    },
  });
  const whites = useWhitelists({ page: 1, limit: 50 });
  const create = useCreateRaffle();

  async function submit(v: RaffleFormValues) {
    const parsed = body(v, { holding: holdingOf(v) });
    if (!parsed) return;
    const {
      holding_contract: _c,
      holding_min: _m,
      ...payload
    } = parsed as typeof parsed & {
      holding_contract?: unknown;
      holding_min?: unknown;
    };
    try {
      const raffle = await create.mutateAsync(payload);
      void message.success(t('created'));
      void navigate(`/Raffle/RaffleDetail/${raffle.id}`);
    } catch (error) {
      showFormError(form, error, (text) => void message.error(text));
    }
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Link to={LIST} data-testid="raffle-back">
        <ArrowLeftOutlined aria-hidden /> {t('back')}
      </Link>
      <Typography.Title level={1} className="page-title" style={{ fontSize: 24, margin: 0 }}>
        {t('createTitle')}
      </Typography.Title>
      <RaffleRules />
      <Form<RaffleFormValues>
        form={form}
        layout="vertical"
        name="raffle-create"
        initialValues={initialValues(null)}
        onFinish={(v) => void submit(v)}
      >
        <Card
          title={<h2 className="card-title">{t('sections.prize')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <Form.Item {...item('name')} htmlFor="raffle-name">
            <Input
              id="raffle-name"
              data-testid="raffle-name"
              maxLength={LAUNCHPAD_NAME_MAX}
              showCount
            />
          </Form.Item>
          <Form.Item {...item('preview')} htmlFor="raffle-preview">
            <UploadField kind="airdropPreview" id="raffle-preview" testId="raffle-preview" />
          </Form.Item>
          <Form.Item {...item('description')} htmlFor="raffle-description">
            <Input.TextArea
              id="raffle-description"
              data-testid="raffle-description"
              rows={3}
              maxLength={LAUNCHPAD_DESCRIPTION_MAX}
            />
          </Form.Item>
          <Form.Item {...item('nft_ids')} htmlFor="raffle-nfts">
            <NftsField
              id="raffle-nfts"
              max={LAUNCHPAD_NFTS_MAX}
              testId="raffle-nfts"
              texts={{ pick: t('pickNfts'), change: t('changeNfts') }}
            />
          </Form.Item>
        </Card>
        <Card
          title={<h2 className="card-title">{t('sections.entries')}</h2>}
          style={{ marginBottom: 16 }}
        >
          <Space size="large" wrap>
            <DateTimeField {...item('start_date')} id="raffle-start" testId="raffle-start" />
            <DateTimeField {...item('end_date')} id="raffle-end" testId="raffle-end" />
          </Space>
          <Form.Item {...item('winners')} htmlFor="raffle-winners" extra={t('rules.winners')}>
            <NumberInput
              id="raffle-winners"
              data-testid="raffle-winners"
              placeholder={`1 – ${RAFFLE_WINNERS_MAX}`}
            />
          </Form.Item>
          <Form.Item {...item('white_id')} htmlFor="raffle-whitelist">
            <Select
              id="raffle-whitelist"
              data-testid="raffle-whitelist"
              options={[
                { value: '', label: t('noWhitelist') },
                ...(whites.data?.list ?? []).map((w) => ({
                  value: String(w.id),
                  label: `${w.name} (${w.num})`,
                })),
              ]}
            />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('holdingHelp')}</Typography.Paragraph>
          <Space size="large" wrap align="start">
            <Form.Item {...item('holding_contract')} htmlFor="raffle-holding-contract">
              <Input
                id="raffle-holding-contract"
                data-testid="raffle-holding-contract"
                placeholder="0x…"
                style={{ width: 420, maxWidth: '100%' }}
              />
            </Form.Item>
            <Form.Item {...item('holding_min')} htmlFor="raffle-holding-min">
              <NumberInput id="raffle-holding-min" data-testid="raffle-holding-min" />
            </Form.Item>
          </Space>
        </Card>
        <Flex gap={8} justify="flex-end">
          <Button onClick={() => void navigate(LIST)} data-testid="raffle-discard">
            {t('common:cancel')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending}
            disabled={create.isPending}
            data-testid="raffle-submit"
          >
            {t('submit')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
