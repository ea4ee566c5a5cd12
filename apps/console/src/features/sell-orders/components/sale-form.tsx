import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Space,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ERRORS,
  SALE_TYPE,
  messageText,
  saleCreateChecked,
  type Nft,
  type SaleCreateInput,
} from '@mintfront/domain';
import { approvalOf, useCreateSale, type WalletCall } from '../../../api/sales.ts';
import { SELL_ORDER_END_KEYS } from '../../../app/route-effects.ts';
import { showFormError } from '../../../components/form-errors.ts';
import { focusFirstError } from '../../../components/form/focus-first-error.ts';
import { parseOnForm } from '../../../components/form/schema-issues.ts';
import { useRules } from '../../../components/use-rules.ts';
import { MarketApprovalDialog } from './market-approval-dialog.tsx';
import { SaleGoodsField, availableOf } from './sale-goods-field.tsx';
import { SaleMaterialFields } from './sale-material-fields.tsx';
import { SalePickers } from './sale-pickers.tsx';

/** The child routes of CreateSellOrder (spec doc 2 §2): default fixed price, auction, mysteryBox. */
export type SaleMethod = 'default' | 'auction' | 'mysteryBox';

type Values = {
  goods: Nft | null;
  kind: 1 | 3;
  quantity: number | null;
  price: string;
  minimum_price: string;
  increment_rate: number | null;
  offer_mode: boolean;
  start_date: Dayjs | null;
  end_date: Dayjs | null;
  open_date: Dayjs | null;
  shop_currency_id: string;
  payment_id: string;
  white_id: string;
  discount_id: string;
  material_offer: boolean;
  material_name?: string;
  material_pics?: string[];
  material_desc?: string;
  material_allow_decline?: boolean;
  material_message?: string;
};

const LABELS: Record<string, string> = {
  goods_id: 'form.nft',
  quantity: 'form.quantity',
  price: 'form.price',
  minimum_price: 'form.minimumPrice',
  increment_rate: 'form.incrementRate',
  offer_mode: 'form.offerMode',
  start_date: 'form.startDate',
  end_date: 'form.endDate',
  open_date: 'form.openDate',
  material_pics: 'form.materialPics',
};
/** The payload's fields shown under another form field. */
const FIELD_MAP = { goods_id: 'goods', type: 'goods' };

const iso = (d: Dayjs | null) => (d ? d.toISOString() : undefined);
const idOf = (v: string) => (v ? Number(v) : undefined);
/** spec doc 2 §2: the remembered end time, which every route change forgets. */
const [END_TIME_KEY] = SELL_ORDER_END_KEYS;
const rememberedEnd = () => {
  const v = localStorage.getItem(END_TIME_KEY);
  return v && dayjs(v).isValid() ? dayjs(v) : null;
};

/** The create payload of spec doc 2 §3 from the form, as API.md names its fields. */
export function saleBody(method: SaleMethod, v: Values): SaleCreateInput {
  const type =
    method === 'auction'
      ? SALE_TYPE.auction
      : method === 'mysteryBox'
        ? SALE_TYPE.mysteryBox
        : v.kind;
  const body: SaleCreateInput = {
    type,
    goods_id: v.goods?.id as number,
    quantity: v.quantity as number,
    shop_currency_id: idOf(v.shop_currency_id),
    payment_id: idOf(v.payment_id),
    white_id: idOf(v.white_id),
    discount_id: idOf(v.discount_id),
    start_date: iso(v.start_date),
    end_date: iso(v.end_date),
  };
  if (method === 'auction') {
    body.minimum_price = v.minimum_price;
    body.increment_rate = v.increment_rate ?? undefined;
    body.offer_mode = v.offer_mode;
  } else body.price = v.price;
  if (method === 'mysteryBox') body.open_date = iso(v.open_date);
  if (v.material_offer) {
    body.material_is_must = !v.material_allow_decline;
    body.material_name = v.material_name;
    body.material_pics = v.material_pics ?? [];
    body.material_desc = v.material_desc;
    body.material_message = v.material_message;
  }
  // No key for what was left empty: the server reads absent as "none".
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined && value !== ''),
  ) as SaleCreateInput;
}

/** The CreateSellOrder form of one selling method; validates with the domain rules before it sends. */
export function SaleForm({ method }: { method: SaleMethod }) {
  const { t } = useTranslation(['sales', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const create = useCreateSale();
  const [approval, setApproval] = useState<{ call: WalletCall; body: SaleCreateInput } | null>(
    null,
  );
  const goods = Form.useWatch('goods', form) as Nft | null | undefined;
  const kind = Form.useWatch('kind', form) as 1 | 3 | undefined;
  const auction = method === 'auction';
  const box = method === 'mysteryBox';
  const showEnd = auction || box || kind === SALE_TYPE.timed;

  async function send(body: SaleCreateInput) {
    try {
      const sale = await create.mutateAsync(body);
      void message.success(t('form.created'));
      void navigate(`/SellOrder/details/${sale.id}`);
    } catch (error) {
      const call = approvalOf(error);
      if (call) {
        setApproval({ call, body });
        return;
      }
      // E86: the NFT is already on sale; E145: under 3 ADA.
      showFormError(form, error, (text) => void message.error(text), {
        [ERRORS.E86.code]: 'goods',
        [ERRORS.E145.code]: 'price',
      });
    }
  }

  function submit(values: Values) {
    const body = saleBody(method, values);
    const facts = goods ? { nftType: goods.type, available: availableOf(goods) } : {};
    const parsed = parseOnForm(form, saleCreateChecked(facts), body, {
      lang: rules.lang,
      labelOf: ([name]) => t((LABELS[name!] ?? 'form.nft') as 'form.nft'),
      fieldMap: FIELD_MAP,
    });
    // What the payload cannot say: nothing chosen is "required" (not the number rule a missing id
    // breaks), and a physical item offered needs its name.
    const required = (name: keyof Values, label: string) => ({
      name,
      errors: [messageText('required', rules.lang, { field: label })],
    });
    const missing = [
      ...(values.goods ? [] : [required('goods', t(box ? 'form.box' : 'form.nft'))]),
      ...(values.material_offer && !values.material_name?.trim()
        ? [required('material_name', t('form.materialName'))]
        : []),
    ];
    if (missing.length > 0) {
      form.setFields(missing);
      focusFirstError(form);
      return;
    }
    if (parsed) void send(body);
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name={`sale-${method}`}
      onFinish={submit}
      onValuesChange={(changed: Partial<Values>) => {
        if ('end_date' in changed) {
          const end = changed.end_date;
          if (end) localStorage.setItem(END_TIME_KEY, end.toISOString());
          else localStorage.removeItem(END_TIME_KEY);
        }
      }}
      initialValues={{
        goods: null,
        kind: SALE_TYPE.instant,
        quantity: 1,
        price: '',
        minimum_price: '',
        increment_rate: 5,
        offer_mode: false,
        start_date: null,
        end_date: rememberedEnd(),
        open_date: null,
        shop_currency_id: '',
        payment_id: '',
        white_id: '',
        discount_id: '',
        material_offer: false,
        material_allow_decline: false,
      }}
    >
      <Card style={{ marginBottom: 16 }}>
        <Form.Item name="goods" label={t(box ? 'form.box' : 'form.nft')} htmlFor="sale-goods">
          <SaleGoodsField id="sale-goods" box={box} />
        </Form.Item>
        {method === 'default' && (
          <Form.Item name="kind" label={t('form.saleKind')}>
            <Radio.Group
              options={[
                { value: SALE_TYPE.instant, label: t('form.instant') },
                { value: SALE_TYPE.timed, label: t('form.timed') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item name="quantity" label={t('form.quantity')} htmlFor="sale-quantity">
          <InputNumber id="sale-quantity" min={1} precision={0} data-testid="sale-quantity" />
        </Form.Item>
        {auction ? (
          <>
            <Form.Item
              name="minimum_price"
              label={t('form.minimumPrice')}
              htmlFor="sale-minimum-price"
            >
              <Input
                id="sale-minimum-price"
                inputMode="decimal"
                style={{ maxWidth: 240 }}
                data-testid="sale-minimum-price"
              />
            </Form.Item>
            <Form.Item
              name="increment_rate"
              label={t('form.incrementRate')}
              extra={t('form.incrementHelp')}
              htmlFor="sale-increment"
            >
              <InputNumber
                id="sale-increment"
                min={0}
                max={100}
                suffix="%"
                data-testid="sale-increment"
              />
            </Form.Item>
            <Form.Item name="offer_mode" valuePropName="checked" extra={t('form.offerModeHelp')}>
              <Checkbox data-testid="sale-offer-mode">{t('form.offerMode')}</Checkbox>
            </Form.Item>
          </>
        ) : (
          <Form.Item name="price" label={t('form.price')} htmlFor="sale-price">
            <Input
              id="sale-price"
              inputMode="decimal"
              style={{ maxWidth: 240 }}
              data-testid="sale-price"
            />
          </Form.Item>
        )}
        <Space size="large" wrap>
          <Form.Item
            name="start_date"
            label={t('form.startDate')}
            extra={t('form.startHelp')}
            htmlFor="sale-start"
          >
            <DatePicker
              id="sale-start"
              showTime
              format="YYYY-MM-DD HH:mm"
              data-testid="sale-start"
            />
          </Form.Item>
          {showEnd && (
            <Form.Item name="end_date" label={t('form.endDate')} htmlFor="sale-end">
              <DatePicker id="sale-end" showTime format="YYYY-MM-DD HH:mm" data-testid="sale-end" />
            </Form.Item>
          )}
          {box && (
            <Form.Item name="open_date" label={t('form.openDate')} htmlFor="sale-open">
              <DatePicker
                id="sale-open"
                showTime
                format="YYYY-MM-DD HH:mm"
                data-testid="sale-open"
              />
            </Form.Item>
          )}
        </Space>
      </Card>
      <Card style={{ marginBottom: 16 }}>
        <SalePickers />
      </Card>
      <Card
        title={<h2 className="card-title">{t('form.material')}</h2>}
        style={{ marginBottom: 16 }}
      >
        <SaleMaterialFields />
      </Card>
      <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="sale-submit">
        {t('form.submit')}
      </Button>
      <MarketApprovalDialog
        call={approval?.call ?? null}
        onCancel={() => setApproval(null)}
        onDone={() => {
          const body = approval!.body;
          setApproval(null);
          void message.success(t('approval.done'));
          void send(body);
        }}
      />
    </Form>
  );
}
