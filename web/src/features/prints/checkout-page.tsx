import { useId, useState } from 'react';
import { Link } from '../../lib/link';
import { LoaderCircle, Trash2 } from 'lucide-react';
import type { PrintCartItem, PrintCartResponse, PrintOrder, ShippingInfo } from '@chitra/contract/prints';
import { PRINT_QUANTITY_MAX, PRINT_QUANTITY_MIN, SHIPPING_COUNTRIES, SHIPPING_STATES } from '@chitra/contract/shipping';
import { paths } from '../../lib/paths';
import { useFormat } from '../../lib/format';
import { gstStateByName } from '@chitra/contract/gst-rules';
import { stateName } from '../../lib/billing';
import { SelectField } from '../../lib/forms/select-field';
import { TextField } from '../../lib/forms/text-field';
import { useForm } from '../../lib/forms/use-form';
import { usePageTitle } from '../../lib/page-title';
import { EmptyPageState, LoadFailedState } from '../../lib/page-state';
import { thumbnailSizes } from '@chitra/contract/picture-sizes';
import { Picture } from '../../lib/picture';
import { useGetPrintCartQuery, useRemovePrintMutation, useUpdatePrintQuantityMutation } from '../../lib/print-cart-api';
import { showToast } from '../../lib/toast';
import { Totals } from '../../lib/totals';
import { useGetMyOrdersQuery } from './api';
import { usePrintCheckout } from './use-print-checkout';
import { EMPTY_SHIPPING, shippingErrorsOf, toShippingInfo, type ShippingValues, validateShipping } from './validation';
import { useMessages } from '../../i18n/i18n';
import './prints.css';

/** Each field's label. */
const LABELS = {
  firstname: 'firstName',
  lastname: 'lastName',
  address: 'address',
  other: 'other',
  city: 'city',
  state: 'state',
  country: 'country',
  pincode: 'pincode',
} as const satisfies Record<keyof ShippingValues, string>;
const QUANTITIES = Array.from({ length: PRINT_QUANTITY_MAX - PRINT_QUANTITY_MIN + 1 }, (_, i) => PRINT_QUANTITY_MIN + i);
const THUMB_PX = 72;

const printCount = (cart: PrintCartResponse) => cart.cart.reduce((sum, line) => sum + line.quantity, 0);

/** The address of the customer's last print order, to start from. */
function lastAddress(orders: PrintOrder[] | undefined): ShippingValues {
  const info: ShippingInfo | null | undefined = orders?.find((order) => order.shippingInfo !== null)?.shippingInfo;
  if (!info) return EMPTY_SHIPPING;
  return { ...info, pincode: String(info.pincode) };
}

function SummaryLine({ line }: { line: PrintCartItem }) {
  const [update, updating] = useUpdatePrintQuantityMutation();
  const [remove, removing] = useRemovePrintMutation();
  const t = useMessages('prints');
  const format = useFormat();
  const busy = updating.isLoading || removing.isLoading;
  const image = line.productId.images[0];
  const title = line.productId.title;
  const removeLabel = t('remove', { title });

  // docs/spec.md §8: the spec's toasts either way; the cart reads itself again (tag 'PrintCart').
  const setQuantity = async (quantity: number) => {
    const result = await update({ cartItemId: line._id, quantity });
    showToast(result.error ? 'error' : 'success', t(result.error ? 'somethingWentWrong' : 'productUpdated'));
  };
  const removeLine = async () => {
    const result = await remove(line._id);
    showToast(result.error ? 'error' : 'success', t(result.error ? 'somethingWentWrong' : 'productDeleted'));
  };

  return (
    <li className="line-item print-line" data-busy={busy || undefined}>
      {image !== undefined ? (
        <Picture image={image} alt="" sizes={thumbnailSizes(THUMB_PX)} className="line-item__thumb" />
      ) : (
        <span className="line-item__thumb" aria-hidden="true" data-empty="" />
      )}
      <div className="line-item__body">
        <h3 className="line-item__title">
          <Link to={paths.product(line.productId._id)}>{title}</Link>
        </h3>
        <p className="print-line__meta">
          {`${t('frame')}: `}
          <span className="print-line__colour">{line.color.title}</span>
          {` · ${t('priceEach', { price: format.rupees(line.price) })}`}
        </p>
        <div className="print-line__controls">
          <label className="visually-hidden" htmlFor={`quantity-${line._id}`}>
            {t('quantityOf', { title })}
          </label>
          <select
            id={`quantity-${line._id}`}
            className="compact-select"
            value={line.quantity}
            disabled={busy}
            onChange={(event) => void setQuantity(Number(event.target.value))}
          >
            {QUANTITIES.map((n) => (
              <option key={n} value={n}>
                {format.number(n)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="icon-action print-line__remove"
            aria-label={removeLabel}
            title={removeLabel}
            disabled={busy}
            onClick={() => void removeLine()}
          >
            {removing.isLoading ? <LoaderCircle className="spinner" aria-hidden="true" size={18} /> : <Trash2 aria-hidden="true" size={18} />}
          </button>
        </div>
      </div>
      <p className="print-line__total">{format.rupees(line.price * line.quantity)}</p>
    </li>
  );
}

/** The lines, each with its quantity and a remove control, and the server's totals with the ₹100 shipping. */
function OrderSummary({ cart }: { cart: PrintCartResponse }) {
  const headingId = useId();
  const t = useMessages('prints');
  const format = useFormat();
  return (
    <section className="panel print-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {t('summaryHeading')} <span className="print-summary__count">{t('printCount', { count: printCount(cart) })}</span>
      </h2>
      <ul className="line-items">
        {cart.cart.map((line) => (
          <SummaryLine key={line._id} line={line} />
        ))}
      </ul>
      <Totals
        lines={[
          [t('subtotal'), format.rupees(cart.cartTotal)],
          [t('shipping'), format.rupees(cart.shipping)],
        ]}
        grand={[t('total'), format.rupees(cart.totalPrice)]}
      />
      <p className="print-summary__note">{t('taxes')}</p>
    </section>
  );
}

/** docs/spec.md §5 Checkout address, and the Pay button that starts the legacy payment. */
function ShippingForm({ cart, initial }: { cart: PrintCartResponse; initial: ShippingValues }) {
  const headingId = useId();
  const t = useMessages('prints');
  const common = useMessages('common');
  const format = useFormat();
  // The spec's values are sent as they are ('Gujarat', 'India'); the customer reads them in the page's language.
  const states = SHIPPING_STATES.map((value) => ({ value, label: stateName(common, gstStateByName(value)?.code ?? value) }));
  const countries = SHIPPING_COUNTRIES.map((value) => ({ value, label: value === 'India' ? common('countryIndia') : value }));
  const { field, submit, pending, showServerErrors } = useForm(initial, (values: ShippingValues) => validateShipping(values, t, format));
  const { phase, notice, start } = usePrintCheckout();
  const busy = pending || phase !== 'idle';

  // A refusal of the address itself (the server's rules) shows at its fields.
  const onPay = (values: ShippingValues) => start(cart, toShippingInfo(values), (errors) => showServerErrors(shippingErrorsOf(errors)));

  return (
    <section className="panel print-address" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {t('addressHeading')}
      </h2>
      <form className="print-address__form" noValidate onSubmit={(event) => void submit(event, onPay)}>
        <TextField label={t(LABELS.firstname)} autoComplete="given-name" {...field('firstname')} />
        <TextField label={t(LABELS.lastname)} autoComplete="family-name" {...field('lastname')} />
        <TextField label={t(LABELS.address)} autoComplete="address-line1" className="field--wide" {...field('address')} />
        <TextField label={t(LABELS.other)} autoComplete="address-line2" className="field--wide" {...field('other')} />
        <TextField label={t(LABELS.city)} autoComplete="address-level2" {...field('city')} />
        <SelectField label={t(LABELS.state)} options={states} placeholder={t('select')} autoComplete="address-level1" {...field('state')} />
        <SelectField label={t(LABELS.country)} options={countries} placeholder={t('select')} autoComplete="country-name" {...field('country')} />
        <TextField label={t(LABELS.pincode)} inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field('pincode')} />
        <div className="print-address__actions field--wide">
          <button type="submit" className="button print-address__pay" disabled={busy} aria-busy={busy || undefined}>
            {busy && <LoaderCircle className="spinner" aria-hidden="true" size={18} />}
            {t('pay', { amount: format.rupees(cart.totalPrice) })}
          </button>
          <p className="print-address__notice" role="status">
            {notice ? t(notice) : ''}
          </p>
        </div>
      </form>
    </section>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="print-checkout" aria-busy="true">
      <div className="panel print-address print-address--skeleton skeleton" aria-hidden="true" />
      <div className="panel print-summary print-summary--skeleton skeleton" aria-hidden="true" />
    </div>
  );
}

/**
 * docs/spec.md §2 Checkout (legacy): the shipping address form and the order
 * summary of the print cart. Every amount is the server's (GET user/cart);
 * the form starts from the address of the last print order. docs/spec.md §8: a
 * failed cart read is an error state, no toast.
 */
export function CheckoutPage() {
  const t = useMessages('prints');
  usePageTitle(t('title'));
  const headingId = useId();
  const cartQuery = useGetPrintCartQuery(undefined, { refetchOnMountOrArgChange: true });
  const ordersQuery = useGetMyOrdersQuery();
  // The form is made once, with the last address if it has arrived by then.
  const [initial, setInitial] = useState<ShippingValues>();
  if (initial === undefined && !ordersQuery.isLoading) setInitial(lastAddress(ordersQuery.data));

  const cart = cartQuery.data;
  let content;
  if (cart === undefined && cartQuery.isError) {
    content = <LoadFailedState error={cartQuery.error} onRetry={() => void cartQuery.refetch()} />;
  } else if (cart === undefined || initial === undefined) {
    content = <CheckoutSkeleton />;
  } else if (cart.cart.length === 0) {
    content = (
      <EmptyPageState text={t('empty')}>
        <p className="page-state__hint">{t('emptyHint')}</p>
      </EmptyPageState>
    );
  } else {
    content = (
      <div className="print-checkout">
        <ShippingForm cart={cart} initial={initial} />
        <OrderSummary cart={cart} />
      </div>
    );
  }

  return (
    <section className="prints-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="prints-page__title">
        {t('title')}
      </h1>
      {content}
    </section>
  );
}
