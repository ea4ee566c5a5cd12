// @jsxRuntime automatic
import { useState, type FormEvent } from 'react';
import type { StoreSellOrder } from '@mintfront/domain';
import { useText, useView } from '../view-context.ts';
import { useBuyText } from './buy-i18n.ts';
import { buy } from './buy-flow.ts';
import { FlowStatus } from './flow-status.tsx';
import type { SaleBlock } from './sale-state.ts';
import type { BuyerOrder, CheckoutRequest } from './store-api.ts';
import { formatUnits, parseUnits } from './units.ts';
import { useFlow } from './use-flow.ts';
import { useStore } from './wallet-bar.tsx';

/** What a sell order or an airdrop says of its physical item. */
export type PhysicalItem = { is_must: boolean; name?: string | null; message?: string | null };

/** The physical item's fields: required unless the buyer declines it, when the item says it must ship. */
export function ShippingFields({
  id,
  item,
  value,
  onChange,
}: {
  id: string;
  item: PhysicalItem;
  value: NonNullable<CheckoutRequest['material']>;
  onChange: (v: NonNullable<CheckoutRequest['material']>) => void;
}) {
  const t = useBuyText();
  const must = item.is_must && !value.declined;
  return (
    <fieldset className="shipping">
      <legend>{item.name || t('shipping')}</legend>
      {item.message && <p className="muted">{item.message}</p>}
      <label htmlFor={`${id}-name`}>{t('shippingName')}</label>
      <input
        id={`${id}-name`}
        autoComplete="name"
        maxLength={200}
        disabled={value.declined}
        value={value.name ?? ''}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
      />
      <label htmlFor={`${id}-address`}>{t('shippingAddress')}</label>
      <textarea
        id={`${id}-address`}
        autoComplete="street-address"
        maxLength={1000}
        required={must}
        disabled={value.declined}
        value={value.address ?? ''}
        onChange={(e) => onChange({ ...value, address: e.target.value })}
      />
      <label htmlFor={`${id}-message`}>{t('shippingMessage')}</label>
      <textarea
        id={`${id}-message`}
        maxLength={1000}
        disabled={value.declined}
        value={value.message ?? ''}
        onChange={(e) => onChange({ ...value, message: e.target.value })}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={value.declined ?? false}
          onChange={(e) => onChange({ ...value, declined: e.target.checked })}
        />
        {t('shippingDecline')}
      </label>
    </fieldset>
  );
}

/** The item must ship and the buyer gave no address (nor declined it). */
export const needsAddress = (
  item: PhysicalItem | null | undefined,
  value: NonNullable<CheckoutRequest['material']>,
) => !!item?.is_must && !value.declined && !value.address?.trim();

/** The total of `quantity` copies at the order's price, as the buyer will pay it before any discount. */
function totalOf(order: StoreSellOrder, quantity: number) {
  const unit = order.price ? parseUnits(order.price, order.currency.decimals) : null;
  return unit === null ? null : formatUnits(unit * BigInt(quantity), order.currency.decimals);
}

/** Types 1, 3 and 4: quantity, discount code and physical item, then checkout and payment. */
export function BuyForm({
  order,
  onBought,
  blocked,
}: {
  order: StoreSellOrder;
  onBought?: (quantity: number) => void;
  /** Nothing more can be bought (sold out by this purchase): the button is off, the result stays. */
  blocked?: SaleBlock;
}) {
  const t = useBuyText();
  const text = useText();
  const { base } = useView();
  const store = useStore();
  const flow = useFlow();
  const [quantity, setQuantity] = useState(1);
  const [code, setCode] = useState('');
  const [material, setMaterial] = useState<NonNullable<CheckoutRequest['material']>>({});
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState<BuyerOrder | null>(null);
  const id = `buy-${order.id}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const m = order.material;
    if (needsAddress(m, material)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setDone(null);
    const request: CheckoutRequest = { sale_id: order.id, quantity };
    if (code.trim()) request.discount_code = code.trim();
    if (m) request.material = material.declined ? { declined: true } : material;
    const placed = await flow.run((onStep) => buy(store, request, onStep));
    if (placed) setDone(placed);
    if (placed?.status === 'confirmed') onBought?.(placed.quantity);
  }

  const doneText = done ? (done.status === 'confirmed' ? t('bought') : t('orderFailed')) : null;
  return (
    <form className="buy-form" onSubmit={(e) => void submit(e)} aria-describedby={`${id}-status`}>
      {order.available > 1 && (
        <>
          <label htmlFor={`${id}-quantity`}>{t('quantity')}</label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={order.available}
            step={1}
            value={quantity}
            onChange={(e) =>
              setQuantity(
                Math.min(order.available, Math.max(1, Math.floor(Number(e.target.value) || 1))),
              )
            }
          />
        </>
      )}
      {order.has_discount && (
        <>
          <label htmlFor={`${id}-code`}>{t('discountCode')}</label>
          <input
            id={`${id}-code`}
            maxLength={64}
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </>
      )}
      {order.material && (
        <ShippingFields
          id={`ship-${order.id}`}
          item={order.material}
          value={material}
          onChange={setMaterial}
        />
      )}
      {missing && (
        <p className="form-error" role="alert">
          {t('shippingRequired')}
        </p>
      )}
      {quantity > 1 && (
        <p className="buy-total">
          {t('total')}: {totalOf(order, quantity)} {order.currency.symbol}
        </p>
      )}
      <button
        type="submit"
        className="button"
        disabled={flow.busy || !!blocked}
        aria-describedby={blocked ? `${id}-why` : undefined}
      >
        {t(order.type === 4 ? 'buyBox' : 'buy')}
      </button>
      {blocked && (
        <p id={`${id}-why`} className="sale-block">
          {text(blocked)}
        </p>
      )}
      <FlowStatus id={id} flow={flow} done={doneText} />
      {done?.txHash && (
        <p className="mono">
          {t('transaction')}: {done.txHash} · <a href={`${base}/orders`}>{t('myOrders')}</a>
        </p>
      )}
    </form>
  );
}
