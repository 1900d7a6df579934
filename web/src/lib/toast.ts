/** The toast kinds the storefront raises (spec §8 and §5: success, error, info). */
export type ToastKind = 'success' | 'error' | 'info';

/**
 * Raises a toast. react-toastify is loaded after the first render (see
 * app/providers.tsx); importing it statically here would put it back into
 * the first page's JavaScript, since the home page's add-to-cart tiles and
 * the header use this. Toasts raised before the host mounts wait in
 * react-toastify's queue.
 */
export function showToast(kind: ToastKind, message: string): void {
  void import('react-toastify').then(({ toast }) => {
    toast[kind](message);
  });
}
