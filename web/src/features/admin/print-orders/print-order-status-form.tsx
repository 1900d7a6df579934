import { useId, useRef, useState } from 'react';
import type { AdminPrintOrder, PrintOrderStatusBody } from '@chitra/contract/admin-print-orders';
import { ADMIN_REASON_MAX, TRACKING_NUMBER_MAX, transitionProblem, type PrintOrderState } from '@chitra/contract/admin-rules';
import { CARRIERS, isHttpUrl, TRACKING_MESSAGES, TRACKING_URL_MAX } from '@chitra/contract/prints-tracking';
import { CONTROL_CHARACTERS, hasControlCharacters } from '@chitra/contract/text';
import { SelectField } from '../../../lib/forms/select-field';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { ADMIN_MESSAGES, tooLong } from '../admin-words';
import { useSetPrintOrderStatusMutation } from './print-orders-api';
import { BusyButton } from '../../../components/busy-button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { TextAreaField } from '../../../lib/forms/text-area-field';
import { formatRupees } from '../format';
import { toastOutcome } from '../toast-outcome';

export const STATUS_FORM_WORDS = {
  title: 'Status',
  moveTo: 'Move the order to',
  chooseStatus: 'Please choose the new status.',
  trackingNumber: 'Tracking number',
  trackingHint: 'The carrier’s number; the customer is sent it.',
  carrier: 'Carrier',
  chooseCarrier: 'Choose the carrier',
  otherCarrier: 'Another courier',
  trackingUrl: 'Tracking link',
  trackingUrlHint: 'Optional, or needed for another courier: the link the courier gave (https://…). It is used instead of the carrier’s page.',
  trackingUrlRequired: 'Please give the tracking link of this courier, or choose the carrier from the list.',
  reason: 'Reason for cancelling',
  reasonHint: 'The customer is told it.',
  refundNote: (amount: string) => `Cancelling refunds the ${amount} paid, in full.`,
  submit: 'Update status',
  confirmTitle: 'Cancel and refund this order?',
  confirm: 'Cancel and refund',
  keep: 'Keep the order',
  confirmBody: (orderId: string, amount: string) =>
    `Order ${orderId} will be cancelled and the ${amount} paid refunded in full to the customer, who is told the reason. This cannot be undone.`,
} as const;

type Values = { status: string; trackingNumber: string; carrier: string; trackingUrl: string; reason: string };
const EMPTY: Values = { status: '', trackingNumber: '', carrier: '', trackingUrl: '', reason: '' };
const CARRIER_CHOICES = [...CARRIERS, STATUS_FORM_WORDS.otherCarrier] as const;
const isListedCarrier = (value: string): value is (typeof CARRIERS)[number] => (CARRIERS as readonly string[]).includes(value);

/** A cancellation of this order gives money back (as the server decides it: a paid payment the gateway took). */
function cancellingRefunds(order: AdminPrintOrder): boolean {
  return order.payment.state === 'paid' && order.payment.gatewayPaymentId !== null;
}

/** The checks of PrintOrderStatusBody (contract/src/admin-print-orders.ts), with its words, before anything is sent. */
function statusMoveProblems(values: Values, order: AdminPrintOrder): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  const status = values.status as PrintOrderState | '';
  if (status === '') {
    errors.status = STATUS_FORM_WORDS.chooseStatus;
    return errors;
  }
  const problem = transitionProblem(order.status, status);
  if (problem) errors.status = problem;
  else if (status === 'Shipped' && order.shippingInfo === null) errors.status = ADMIN_MESSAGES.noAddressYet;
  if (status === 'Shipped') {
    const tracking = values.trackingNumber.trim();
    if (tracking === '') errors.trackingNumber = ADMIN_MESSAGES.trackingRequired;
    else if (tracking.length > TRACKING_NUMBER_MAX) errors.trackingNumber = tooLong(TRACKING_NUMBER_MAX);
    else if (hasControlCharacters(tracking)) errors.trackingNumber = CONTROL_CHARACTERS;
    const link = values.trackingUrl.trim();
    if (link === '' && values.carrier === STATUS_FORM_WORDS.otherCarrier) errors.trackingUrl = STATUS_FORM_WORDS.trackingUrlRequired;
    else if (link.length > TRACKING_URL_MAX) errors.trackingUrl = tooLong(TRACKING_URL_MAX);
    else if (link !== '' && !isHttpUrl(link)) errors.trackingUrl = TRACKING_MESSAGES.urlNotHttp;
  }
  if (status === 'Cancelled') {
    const reason = values.reason.trim();
    if (reason === '') errors.reason = ADMIN_MESSAGES.cancelReasonRequired;
    else if (reason.length > ADMIN_REASON_MAX) errors.reason = tooLong(ADMIN_REASON_MAX);
    else if (hasControlCharacters(reason, { multiline: true })) errors.reason = CONTROL_CHARACTERS;
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
  const statusErrorId = useId();
  const [setStatus, { isLoading }] = useSetPrintOrderStatusMutation();
  const form = useForm<Values>(EMPTY, (values) => statusMoveProblems(values, order));
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
    const failure = toastOutcome(result);
    if (failure) {
      form.showServerErrors(failure.errors);
      return;
    }
    form.reset(EMPTY);
  };

  if (order.nextStatuses.length === 0) {
    // Delivered and Cancelled are final: the contract's own words for it.
    return <p className="admin-note">{transitionProblem(order.status, 'Ordered')}</p>;
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
        <legend className="field__label">{STATUS_FORM_WORDS.moveTo}</legend>
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
            <span>{next}</span>
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
            label={STATUS_FORM_WORDS.trackingNumber}
            hint={STATUS_FORM_WORDS.trackingHint}
            maxLength={TRACKING_NUMBER_MAX}
            autoComplete="off"
            {...form.field('trackingNumber')}
          />
          <SelectField label={STATUS_FORM_WORDS.carrier} options={CARRIER_CHOICES} placeholder={STATUS_FORM_WORDS.chooseCarrier} {...form.field('carrier')} />
          <TextField
            label={STATUS_FORM_WORDS.trackingUrl}
            hint={STATUS_FORM_WORDS.trackingUrlHint}
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
            label={STATUS_FORM_WORDS.reason}
            hint={STATUS_FORM_WORDS.reasonHint}
            name="reason"
            maxLength={ADMIN_REASON_MAX}
            value={form.values.reason}
            error={form.field('reason').error}
            onChange={(value) => form.setValue('reason', value)}
            onBlur={form.field('reason').onBlur}
          />
          {refunds && <p className="admin-note">{STATUS_FORM_WORDS.refundNote(formatRupees(order.payment.amount))}</p>}
        </>
      )}
      <BusyButton type="submit" pending={pending}>
        {STATUS_FORM_WORDS.submit}
      </BusyButton>
      {confirming && (
        <ConfirmDialog
          title={STATUS_FORM_WORDS.confirmTitle}
          confirmLabel={STATUS_FORM_WORDS.confirm}
          cancelLabel={STATUS_FORM_WORDS.keep}
          pending={isLoading}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void send(confirming)}
        >
          <p>{STATUS_FORM_WORDS.confirmBody(order.orderID, formatRupees(order.payment.amount))}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
