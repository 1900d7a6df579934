import { useId, useRef, useState } from 'react';
import type { AdminPrintOrder, PrintOrderStatusBody } from '@chitra/contract/admin-print-orders';
import { ADMIN_REASON_MAX, TRACKING_NUMBER_MAX, transitionProblem, type PrintOrderState } from '@chitra/contract/admin-rules';
import { CARRIERS, isHttpUrl, TRACKING_URL_MAX } from '@chitra/contract/prints-tracking';
import { hasControlCharacters } from '@chitra/contract/text';
import { SelectField } from '../../../lib/forms/select-field';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { useSetPrintOrderStatusMutation } from './print-orders-api';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { TextAreaField } from '../../../lib/forms/text-area-field';
import { useAdminFormat } from '../format';
import { statusLabel } from './print-order-status-badge';
import { toastOutcome } from '../toast-outcome';

type Values = { status: string; trackingNumber: string; carrier: string; trackingUrl: string; reason: string };
const EMPTY: Values = { status: '', trackingNumber: '', carrier: '', trackingUrl: '', reason: '' };
const isListedCarrier = (value: string): value is (typeof CARRIERS)[number] => (CARRIERS as readonly string[]).includes(value);

/** A cancellation of this order gives money back (as the server decides it: a paid payment the gateway took). */
function cancellingRefunds(order: AdminPrintOrder): boolean {
  return order.payment.state === 'paid' && order.payment.gatewayPaymentId !== null;
}

/** The checks of PrintOrderStatusBody (contract/src/admin-print-orders.ts), with its words, before anything is sent. */
/** The form's words for its checks: the page's language, its digits, and the 'Another courier' choice as the list shows it. */
type Words = { t: Translate<'admin'>; number: (value: number) => string; otherCarrier: string };

/** The checks of PrintOrderStatusBody (contract/src/admin-print-orders.ts), with its words, before anything is sent. */
function statusMoveProblems(values: Values, order: AdminPrintOrder, { t, number, otherCarrier }: Words): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  const tooLong = (max: number) => t('tooLong', { max: number(max) });
  const status = values.status as PrintOrderState | '';
  if (status === '') {
    errors.status = t('chooseStatus');
    return errors;
  }
  // The contract's words, in English: the choices offered are the order's next statuses, so only a page left open while another moved the order meets them.
  const problem = transitionProblem(order.status, status);
  if (problem) errors.status = problem;
  else if (status === 'Shipped' && order.shippingInfo === null) errors.status = t('noAddressYet');
  if (status === 'Shipped') {
    const tracking = values.trackingNumber.trim();
    if (tracking === '') errors.trackingNumber = t('trackingRequired');
    else if (tracking.length > TRACKING_NUMBER_MAX) errors.trackingNumber = tooLong(TRACKING_NUMBER_MAX);
    else if (hasControlCharacters(tracking)) errors.trackingNumber = t('controlCharacters');
    const link = values.trackingUrl.trim();
    if (link === '' && values.carrier === otherCarrier) errors.trackingUrl = t('trackingUrlRequired');
    else if (link.length > TRACKING_URL_MAX) errors.trackingUrl = tooLong(TRACKING_URL_MAX);
    else if (link !== '' && !isHttpUrl(link)) errors.trackingUrl = t('trackingUrlNotHttp');
  }
  if (status === 'Cancelled') {
    const reason = values.reason.trim();
    if (reason === '') errors.reason = t('cancelReasonRequired');
    else if (reason.length > ADMIN_REASON_MAX) errors.reason = tooLong(ADMIN_REASON_MAX);
    else if (hasControlCharacters(reason, { multiline: true })) errors.reason = t('controlCharacters');
  }
  return errors;
}

/**
 * What POST admin/print-orders/{id}/status is sent: the tracking number (with
 * the carrier and the link when given) only for Shipped, the reason only for
 * Cancelled. 'Another courier' sends no carrier: its link says where to follow it.
 */
function bodyOf(values: Values): PrintOrderStatusBody {
  const status = values.status as PrintOrderState;
  const link = values.trackingUrl.trim();
  return {
    status,
    ...(status === 'Shipped' ? { trackingNumber: values.trackingNumber.trim() } : {}),
    ...(status === 'Shipped' && isListedCarrier(values.carrier) ? { carrier: values.carrier } : {}),
    ...(status === 'Shipped' && link !== '' ? { trackingUrl: link } : {}),
    ...(status === 'Cancelled' ? { reason: values.reason.trim() } : {}),
  };
}

/**
 * Moves a print order on, one step at a time (admin-rules.ts
 * PRINT_ORDER_NEXT, as the order's `nextStatuses` lists them): Shipped asks
 * for the tracking number, the carrier and an optional tracking link
 * (decision 038), Cancelled for the reason, and a cancellation
 * that refunds asks to be confirmed first.
 */
export function PrintOrderStatusForm({ order }: { order: AdminPrintOrder }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  const otherCarrier = t('otherCarrier');
  const statusErrorId = useId();
  const [setStatus, { isLoading }] = useSetPrintOrderStatusMutation();
  const form = useForm<Values>(EMPTY, (values) => statusMoveProblems(values, order, { t, number: format.number, otherCarrier }));
  const [confirming, setConfirming] = useState<Values | null>(null);
  const refunds = cancellingRefunds(order);
  const pending = form.pending || isLoading;

  // The dialog's button is disabled only once React re-renders: the ref stops a second click that lands first.
  const sending = useRef(false);
  const send = async (values: Values) => {
    if (sending.current) return;
    sending.current = true;
    const result = await setStatus({ id: order._id, body: bodyOf(values) });
    sending.current = false;
    setConfirming(null);
    // The new status as the page names it ('The order is Shipped now.' in English, the server's own words).
    const failure = toastOutcome(result, { done: ({ data }) => t('doneStatusChanged', { status: statusLabel(t, data.status) }) });
    if (failure) {
      form.showServerErrors(failure.errors);
      return;
    }
    form.reset(EMPTY);
  };

  if (order.nextStatuses.length === 0) {
    // Delivered and Cancelled are final: the contract's own words for it (transitionProblem's), in the page's language.
    return <p className="admin-note">{t('statusFinal', { status: statusLabel(t, order.status) })}</p>;
  }

  const status = form.values.status;
  const statusError = form.field('status').error;
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) =>
        void form.submit(event, async (values) => {
          if (values.status === 'Cancelled' && refunds) setConfirming(values);
          else await send(values);
        })
      }
    >
      <fieldset className="admin-choices" aria-describedby={statusError ? statusErrorId : undefined}>
        <legend className="field__label">{t('moveTo')}</legend>
        {order.nextStatuses.map((next) => (
          <label key={next} className="admin-choice">
            <input
              type="radio"
              name="status"
              value={next}
              checked={status === next}
              aria-invalid={statusError ? true : undefined}
              onChange={() => form.setValue('status', next)}
            />
            <span>{statusLabel(t, next)}</span>
          </label>
        ))}
        {statusError && (
          <p id={statusErrorId} className="field__error">
            {statusError}
          </p>
        )}
      </fieldset>
      {status === 'Shipped' && (
        <>
          <TextField
            label={t('trackingNumber')}
            hint={t('trackingHint')}
            maxLength={TRACKING_NUMBER_MAX}
            autoComplete="off"
            {...form.field('trackingNumber')}
          />
          <SelectField label={t('carrier')} options={[...CARRIERS, otherCarrier]} placeholder={t('chooseCarrier')} {...form.field('carrier')} />
          <TextField
            label={t('trackingLink')}
            hint={t('trackingUrlHint')}
            type="url"
            inputMode="url"
            maxLength={TRACKING_URL_MAX}
            autoComplete="off"
            {...form.field('trackingUrl')}
          />
        </>
      )}
      {status === 'Cancelled' && (
        <>
          <TextAreaField
            label={t('cancelReason')}
            hint={t('cancelReasonHint')}
            name="reason"
            maxLength={ADMIN_REASON_MAX}
            value={form.values.reason}
            error={form.field('reason').error}
            onChange={(value) => form.setValue('reason', value)}
            onBlur={form.field('reason').onBlur}
          />
          {refunds && <p className="admin-note">{t('cancelRefundNote', { amount: format.rupees(order.payment.amount) })}</p>}
        </>
      )}
      <BusyButton type="submit" pending={pending}>
        {t('updateStatus')}
      </BusyButton>
      {confirming && (
        <ConfirmDialog
          title={t('cancelTitle')}
          confirmLabel={t('cancelConfirm')}
          cancelLabel={t('keepOrder')}
          pending={isLoading}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void send(confirming)}
        >
          <p>{t('cancelBody', { orderId: order.orderID, amount: format.rupees(order.payment.amount) })}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
