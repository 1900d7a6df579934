import type { PrintOrderState } from '@chitra/contract/admin-rules';
import { Badge, type BadgeTone } from '../components/badge';

const TONES: Record<PrintOrderState, BadgeTone> = {
  Ordered: 'info',
  Processing: 'progress',
  Shipped: 'progress',
  Delivered: 'success',
  Cancelled: 'danger',
};

export function PrintOrderStatusBadge({ status }: { status: PrintOrderState }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
