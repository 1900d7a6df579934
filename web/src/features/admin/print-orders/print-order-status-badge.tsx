import type { PrintOrderState } from '@chitra/contract/admin-rules';
import type { AreaKey } from '../../../i18n/areas';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { Badge, type BadgeTone } from '../components/badge';

const TONES: Record<PrintOrderState, BadgeTone> = {
  Ordered: 'info',
  Processing: 'progress',
  Shipped: 'progress',
  Delivered: 'success',
  Cancelled: 'danger',
};

/** Each status's words in the `admin` catalogue (the status itself is the API's, in English). */
const STATUS_KEYS: Record<PrintOrderState, AreaKey<'admin'>> = {
  Ordered: 'statusOrdered',
  Processing: 'statusProcessing',
  Shipped: 'statusShipped',
  Delivered: 'statusDelivered',
  Cancelled: 'statusCancelled',
};

/** A print order's status in the page's language; a status the shop does not know, as it came. */
export function statusLabel(t: Translate<'admin'>, status: string): string {
  return Object.hasOwn(STATUS_KEYS, status) ? t(STATUS_KEYS[status as PrintOrderState]) : status;
}

export function PrintOrderStatusBadge({ status }: { status: PrintOrderState }) {
  const t = useMessages('admin');
  return <Badge tone={TONES[status]}>{statusLabel(t, status)}</Badge>;
}
