import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { z, type ZodObject, type ZodType } from 'zod';
import { CHAINS, DROP_LIMITS, dropPhaseBody } from '@mintfront/domain';
import { useShopInfo } from '../../../api/shops.ts';
import { useWhitelists } from '../../../api/whitelists.ts';
import { DateTimeField } from '../../../components/form/date-time-field.tsx';
import { zodRule } from '../../../components/zod-rule.ts';
import { useLanguage } from '../../../i18n/index.ts';
import { PHASE_LABELS, emptyPhase, type PhaseValues } from './drop-form-values.ts';

const FIRST_50 = { page: 1, limit: 50 } as const;
const shape = (dropPhaseBody as unknown as ZodObject).shape as Record<string, ZodType>;
/** A picker holds a date; the schema judges the text it sends. */
const asIso = (v: unknown) =>
  v && typeof v === 'object' && 'toISOString' in v ? (v as Date).toISOString() : v;

/** The rules of a phase field, from the phase schema (the row's cross-field rules run on the whole form). */
function usePhaseRule() {
  const { t } = useTranslation('launchpad');
  const lang = useLanguage();
  return (key: 'name' | 'price' | 'start_date' | 'end_date') => {
    const field = t(PHASE_LABELS[key]);
    const judged = key.endsWith('_date') ? z.preprocess(asIso, shape[key]!) : shape[key]!;
    return [zodRule(judged, lang, { field })];
  };
}

/** One phase (spec doc 2 §3 Drop): name, unit price, mint window, whitelist, token gating, claim limit or Unlimited, bulk discounts. */
function PhaseCard({ row, count, onRemove }: { row: number; count: number; onRemove: () => void }) {
  const { t } = useTranslation('launchpad');
  const rule = usePhaseRule();
  const { data: shop } = useShopInfo();
  const whites = useWhitelists(FIRST_50);
  const symbol = CHAINS.find((c) => c.key === shop?.chain)?.nativeSymbol ?? '';
  const phase = Form.useWatch(['phases', row]) as PhaseValues | undefined;
  const id = (key: string) => `phase-${row}-${key}`;
  return (
    <Card
      size="small"
      title={<h3 className="card-title">{t('drop.phaseTitle', { n: row + 1 })}</h3>}
      extra={
        <Button
          size="small"
          icon={<DeleteOutlined />}
          disabled={count <= 1}
          onClick={onRemove}
          aria-label={`${t('drop.removePhase')} ${row + 1}`}
          data-testid={`${id('remove')}`}
        >
          {t('drop.removePhase')}
        </Button>
      }
      data-testid={id('card')}
    >
      <Space size="large" wrap align="start">
        <Form.Item
          name={[row, 'name']}
          label={t(PHASE_LABELS.name)}
          rules={rule('name')}
          htmlFor={id('name')}
        >
          <Input id={id('name')} maxLength={60} data-testid={id('name')} />
        </Form.Item>
        <Form.Item
          name={[row, 'price']}
          label={t(PHASE_LABELS.price)}
          rules={rule('price')}
          extra={t('drop.help.price', { symbol })}
          htmlFor={id('price')}
        >
          <Input
            id={id('price')}
            inputMode="decimal"
            style={{ maxWidth: 200 }}
            data-testid={id('price')}
          />
        </Form.Item>
      </Space>
      <Space size="large" wrap align="start">
        {(['start_date', 'end_date'] as const).map((key) => (
          <DateTimeField
            key={key}
            name={[row, key]}
            at={['phases', row, key]}
            label={t(PHASE_LABELS[key])}
            rules={rule(key)}
            id={id(key)}
            testId={id(key)}
          />
        ))}
        <Form.Item
          name={[row, 'white_id']}
          label={t(PHASE_LABELS.white_id)}
          htmlFor={id('whitelist')}
        >
          <Select
            id={id('whitelist')}
            style={{ minWidth: 200 }}
            data-testid={id('whitelist')}
            options={[
              { value: '', label: t('drop.noWhitelist') },
              ...(whites.data?.list ?? []).map((w) => ({
                value: String(w.id),
                label: `${w.name} (${w.num})`,
              })),
            ]}
          />
        </Form.Item>
      </Space>
      <Space size="large" wrap align="start">
        <Form.Item
          name={[row, 'claim_limit']}
          label={t(PHASE_LABELS.claim_limit)}
          required={!phase?.unlimited}
          extra={t('drop.help.claimLimit')}
          htmlFor={id('claim-limit')}
        >
          <InputNumber
            id={id('claim-limit')}
            min={1}
            max={DROP_LIMITS.maxNfts}
            precision={0}
            disabled={phase?.unlimited}
            data-testid={id('claim-limit')}
          />
        </Form.Item>
        <Form.Item name={[row, 'unlimited']} valuePropName="checked">
          <Checkbox data-testid={id('unlimited')}>{t(PHASE_LABELS.unlimited)}</Checkbox>
        </Form.Item>
      </Space>
      <Form.Item name={[row, 'gated']} valuePropName="checked">
        <Checkbox data-testid={id('gated')}>{t('drop.fields.gated')}</Checkbox>
      </Form.Item>
      {phase?.gated && (
        <Space size="large" wrap align="start">
          <Form.Item
            name={[row, 'holding', 'contract']}
            label={t('drop.fields.holdingContract')}
            extra={t('drop.help.holding')}
            required
            htmlFor={id('holding-contract')}
          >
            <Input
              id={id('holding-contract')}
              style={{ width: 380 }}
              placeholder="0x…"
              data-testid={id('holding-contract')}
            />
          </Form.Item>
          <Form.Item
            name={[row, 'holding', 'min_balance']}
            label={t('drop.fields.holdingMin')}
            required
            htmlFor={id('holding-min')}
          >
            <InputNumber
              id={id('holding-min')}
              min={1}
              precision={0}
              data-testid={id('holding-min')}
            />
          </Form.Item>
        </Space>
      )}
      <DiscountRows row={row} />
    </Card>
  );
}

/** Bulk purchase discounts of a phase: buy at least N, pay P % less (at most 4 tiers). */
function DiscountRows({ row }: { row: number }) {
  const { t } = useTranslation('launchpad');
  const id = (tier: number, key: string) => `phase-${row}-discount-${tier}-${key}`;
  return (
    <Form.List name={[row, 'bulk_discounts']}>
      {(tiers, { add, remove }) => (
        <Flex vertical gap={4}>
          <strong>{t('drop.fields.discounts')}</strong>
          <span className="ant-form-item-extra">{t('drop.help.discounts')}</span>
          {tiers.map((tier) => (
            <Space key={tier.key} align="start" wrap>
              <Form.Item
                name={[tier.name, 'quantity']}
                label={t(PHASE_LABELS.quantity)}
                htmlFor={id(tier.name, 'quantity')}
              >
                <InputNumber
                  id={id(tier.name, 'quantity')}
                  min={2}
                  max={DROP_LIMITS.maxPerMint}
                  precision={0}
                  data-testid={id(tier.name, 'quantity')}
                />
              </Form.Item>
              <Form.Item
                name={[tier.name, 'percent']}
                label={t(PHASE_LABELS.percent)}
                htmlFor={id(tier.name, 'percent')}
              >
                <InputNumber
                  id={id(tier.name, 'percent')}
                  min={0.01}
                  max={100}
                  step={1}
                  suffix="%"
                  data-testid={id(tier.name, 'percent')}
                />
              </Form.Item>
              <Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  onClick={() => remove(tier.name)}
                  aria-label={`${t('drop.removeDiscount')} ${tier.name + 1}`}
                />
              </Form.Item>
            </Space>
          ))}
          <div>
            <Button
              icon={<PlusOutlined />}
              disabled={tiers.length >= DROP_LIMITS.maxDiscountTiers}
              onClick={() => add({ quantity: null, percent: null })}
              data-testid={`phase-${row}-discount-add`}
            >
              {t('drop.addDiscount')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}

/** The phases of a drop, one card each, run one after the other (at most 10). */
export function PhaseFields() {
  const { t } = useTranslation('launchpad');
  return (
    <Form.List name="phases">
      {(rows, { add, remove }) => (
        <Flex vertical gap={12}>
          {rows.map((r) => (
            <PhaseCard
              key={r.key}
              row={r.name}
              count={rows.length}
              onRemove={() => remove(r.name)}
            />
          ))}
          <div>
            <Button
              icon={<PlusOutlined />}
              disabled={rows.length >= DROP_LIMITS.maxPhases}
              onClick={() => add(emptyPhase())}
              data-testid="phase-add"
            >
              {t('drop.addPhase')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
