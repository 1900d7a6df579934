import { type ApiFailure, readApiFailure } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { messagesOf } from '../../i18n/i18n';

/**
 * Toasts how an admin write went, in the server's words either way, and
 * gives its failure (undefined when it succeeded) for the page to show
 * beside the fields too. Without words from the server, the fallback (by
 * default 'Something Went Wrong', in the page's language).
 */
export function toastOutcome(result: { data?: { message: string }; error?: unknown }, fallback?: string): ApiFailure | undefined {
  if (result.error !== undefined) {
    const failure = readApiFailure(result.error, fallback ?? messagesOf('admin')('saveFailed'));
    showToast('error', failure.message);
    return failure;
  }
  if (result.data) showToast('success', result.data.message);
  return undefined;
}
