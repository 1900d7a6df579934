import { useId, useState } from 'react';
import { Link } from '../../lib/link';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { MESSAGES } from '@chitra/contract/messages';
import type { PrintCartItem, PrintCartResponse, PrintOrder, ShippingInfo } from '@chitra/contract/prints';
import { PRINT_QUANTITY_MAX, PRINT_QUANTITY_MIN, SHIPPING_COUNTRIES, SHIPPING_STATES } from '@chitra/contract/shipping';
import { paths } from '../../lib/paths';
import { formatRupees } from '../../lib/format';
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
import './prints.css';

const TITLE = 'Checkout';
const ADDRESS_HEADING = 'Shipping address';
const SUMMARY_HEADING = 'Order summary';
const EMPTY = 'Your print cart is empty.';
const EMPTY_HINT = 'Order a framed print from any photograph’s page.';
const SUBTOTAL = 'Subtotal';
const SHIPPING = 'Shipping';
const TOTAL = 'Total';
const TAXES = 'Prices include all taxes.';
const FRAME = 'Frame';
const QUANTITY = 'Quantity';
const SELECT = 'Select';
const LABELS: Record<keyof ShippingValues, string> = {
  firstname: 'First Name',
  lastname: 'Last Name',
  address: 'Address',
  other: 'Apartment, floor or landmark (optional)',
  city: 'City',
  state: 'State',
  country: 'Country',
  pincode: 'Pincode',
};
const QUANTITIES = Array.from({ length: PRINT_QUANTITY_MAX - PRINT_QUANTITY_MIN + 1 }, (_, i) => PRINT_QUANTITY_MIN + i);
const THUMB_PX = 72;

const payLabel = (total: number) => `Pay ${formatRupees(total)}`;
const removeLabel = (title: string) => `Remove ${title}`;
const quantityLabel = (title: string) => `${QUANTITY} of ${title}`;
const lineCount = (cart: PrintCartResponse) => {
  const prints = cart.cart.reduce((sum, line) => sum + line.quantity, 0);
  return `${prints} ${prints === 1 ? 'print' : 'prints'}`;
};

/** The address of the customer's last print order, to start from. */
function lastAddress(orders: PrintOrder[] | undefined): ShippingValues {
  const info: ShippingInfo | null | undefined = orders?.find((order) => order.shippingInfo !== null)?.shippingInfo;
  if (!info) return EMPTY_SHIPPING;
  return { ...info, pincode: String(info.pincode) };
}

function SummaryLine({ line }: { line: PrintCartItem }) {
  const [update, updating] = useUpdatePrintQuantityMutation();
  const [remove, removing] = useRemovePrintMutation();
  const busy = updating.isLoading || removing.isLoading;
  const image = line.productId.images[0];
  const title = line.productId.title;

  // docs/spec.md §8: the spec's toasts either way; the cart reads itself again (tag 'PrintCart').
  const setQuantity = async (quantity: number) => {
    const result = await update({ cartItemId: line._id, quantity });
    showToast(result.error ? 'error' : 'success', result.error ? MESSAGES.somethingWentWrongBang : MESSAGES.productUpdated);
  };
  const removeLine = async () => {
    const result = await remove(line._id);
    showToast(result.error ? 'error' : 'success', result.error ? MESSAGES.somethingWentWrongBang : MESSAGES.productDeletedFromCart);
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
          {`${FRAME}: `}
          <span className="print-line__colour">{line.color.title}</span>
          {` · ${formatRupees(line.price)} each`}
        </p>
        <div className="print-line__controls">
          <label className="visually-hidden" htmlFor={`quantity-${line._id}`}>
            {quantityLabel(title)}
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
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="icon-action print-line__remove"
            aria-label={removeLabel(title)}
            title={removeLabel(title)}
            disabled={busy}
            onClick={() => void removeLine()}
          >
            {removing.isLoading ? <LoaderCircle className="spinner" aria-hidden="true" size={18} /> : <Trash2 aria-hidden="true" size={18} />}
          </button>
        </div>
      </div>
      <p className="print-line__total">{formatRupees(line.price * line.quantity)}</p>
    </li>
  );
}

/** The lines, each with its quantity and a remove control, and the server's totals with the ₹100 shipping. */
function OrderSummary({ cart }: { cart: PrintCartResponse }) {
  const headingId = useId();
  return (
    <section className="panel print-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {SUMMARY_HEADING} <span className="print-summary__count">{lineCount(cart)}</span>
      </h2>
      <ul className="line-items">
        {cart.cart.map((line) => (
          <SummaryLine key={line._id} line={line} />
        ))}
      </ul>
      <Totals
        lines={[
          [SUBTOTAL, formatRupees(cart.cartTotal)],
          [SHIPPING, formatRupees(cart.shipping)],
        ]}
        grand={[TOTAL, formatRupees(cart.totalPrice)]}
      />
      <p className="print-summary__note">{TAXES}</p>
    </section>
  );
}

/** docs/spec.md §5 Checkout address, and the Pay button that starts the legacy payment. */
function ShippingForm({ cart, initial }: { cart: PrintCartResponse; initial: ShippingValues }) {
  const headingId = useId();
  const { field, submit, pending, showServerErrors } = useForm(initial, validateShipping);
  const { phase, notice, start } = usePrintCheckout();
  const busy = pending || phase !== 'idle';

  // A refusal of the address itself (the server's rules) shows at its fields.
  const onPay = (values: ShippingValues) => start(cart, toShippingInfo(values), (errors) => showServerErrors(shippingErrorsOf(errors)));

  return (
    <section className="panel print-address" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {ADDRESS_HEADING}
      </h2>
      <form className="print-address__form" noValidate onSubmit={(event) => void submit(event, onPay)}>
        <TextField label={LABELS.firstname} autoComplete="given-name" {...field('firstname')} />
        <TextField label={LABELS.lastname} autoComplete="family-name" {...field('lastname')} />
        <TextField label={LABELS.address} autoComplete="address-line1" className="field--wide" {...field('address')} />
        <TextField label={LABELS.other} autoComplete="address-line2" className="field--wide" {...field('other')} />
        <TextField label={LABELS.city} autoComplete="address-level2" {...field('city')} />
        <SelectField label={LABELS.state} options={SHIPPING_STATES} placeholder={SELECT} autoComplete="address-level1" {...field('state')} />
        <SelectField label={LABELS.country} options={SHIPPING_COUNTRIES} placeholder={SELECT} autoComplete="country-name" {...field('country')} />
        <TextField label={LABELS.pincode} inputMode="numeric" autoComplete="postal-code" maxLength={6} {...field('pincode')} />
        <div className="print-address__actions field--wide">
          <button type="submit" className="button print-address__pay" disabled={busy} aria-busy={busy || undefined}>
            {busy && <LoaderCircle className="spinner" aria-hidden="true" size={18} />}
            {payLabel(cart.totalPrice)}
          </button>
          <p className="print-address__notice" role="status">
            {notice ?? ''}
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
  usePageTitle(TITLE);
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
      <EmptyPageState text={EMPTY}>
        <p className="page-state__hint">{EMPTY_HINT}</p>
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
        {TITLE}
      </h1>
      {content}
    </section>
  );
}
