/**
 * The header that tells the API the language of the page a request comes
 * from (issue 29): the web's API client sends it on every request. The
 * server keeps it where a mail later needs it (a new account, an enquiry);
 * a missing or unknown value is English. Zod-free: the storefront's first
 * load carries it.
 */
export const LOCALE_HEADER = 'x-chitra-locale';
