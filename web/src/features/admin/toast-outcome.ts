import { type ApiFailure, readApiFailure } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { messagesOf } from '../../i18n/i18n';

/** What an admin write's toast says, in the page's language. */
export type OutcomeWords<T> = {
  /**
   * The success, in the page's own words: a catalogue message whose English
   * is the server's note word for word. A function when the words name what
   * the answer holds (an order's number, a print order's new status).
   */
  done: string | ((answer: T) => string);
  /** A failure the server gives no words for; by default 'Something Went Wrong', in the page's language. */
  failed?: string;
};

/**
 * Toasts how an admin write went, and gives its failure (undefined when it
 * succeeded) for the page to show beside the fields too.
 *
 * A success says the page's own words (`done`), never the server's note:
 * the server's success notes (`{ success: true, message }`) are English
 * and carry no reason to translate them by (decision 063), so a Hindi or
 * Marathi page would toast English. The English catalogue holds the
 * server's words, so an English page says exactly what the API says.
 * A failure is the server's, read by its reason in the page's language
 * (`readApiFailure`), or `failed` when it has none.
 */
export function toastOutcome<T>(result: { data?: T; error?: unknown }, words: OutcomeWords<T>): ApiFailure | undefined {
  if (result.error !== undefined) {
    const failure = readApiFailure(result.error, words.failed ?? messagesOf('admin')('saveFailed'));
    showToast('error', failure.message);
    return failure;
  }
  if (result.data !== undefined) showToast('success', typeof words.done === 'function' ? words.done(result.data) : words.done);
  return undefined;
}
