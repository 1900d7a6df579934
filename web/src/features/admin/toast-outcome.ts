import { type ApiFailure, readApiFailure } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { SAVE_FAILED } from './admin-words';

/**
 * Toasts how an admin write went, in the server's words either way, and
 * gives its failure (undefined when it succeeded) for the page to show
 * beside the fields too.
 */
export function toastOutcome(result: { data?: { message: string }; error?: unknown }, fallback: string = SAVE_FAILED): ApiFailure | undefined {
  if (result.error !== undefined) {
    const failure = readApiFailure(result.error, fallback);
    showToast('error', failure.message);
    return failure;
  }
  if (result.data) showToast('success', result.data.message);
  return undefined;
}
