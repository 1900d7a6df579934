import { describe, expect, it, vi } from 'vitest';
import { dismissStaleToasts, showToast, TOAST_NAVIGATION_GRACE_MS } from './toast';

const toastMock = vi.hoisted(() => {
  let next = 0;
  const raise = vi.fn(() => `t-${++next}`);
  return { success: raise, error: raise, info: raise, dismiss: vi.fn() };
});
vi.mock('react-toastify', () => ({ toast: toastMock }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toasts across pages', () => {
  it("closes the toasts about the page left behind, and keeps the one raised for the move ('Login Successfully!')", async () => {
    const start = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(start);
    showToast('error', 'Please enter a valid email');
    await settle();
    vi.mocked(Date.now).mockReturnValue(start + TOAST_NAVIGATION_GRACE_MS + 500);
    showToast('success', 'Login Successfully!');
    await settle();

    dismissStaleToasts();
    await settle();
    const [first] = toastMock.success.mock.results.map((result) => result.value as string);
    expect(toastMock.dismiss).toHaveBeenCalledTimes(1);
    expect(toastMock.dismiss).toHaveBeenCalledWith(first);

    // Dismissed once only; the fresh one is still there until it too is old.
    dismissStaleToasts(start + TOAST_NAVIGATION_GRACE_MS + 600);
    await settle();
    expect(toastMock.dismiss).toHaveBeenCalledTimes(1);
    dismissStaleToasts(start + 2 * TOAST_NAVIGATION_GRACE_MS + 600);
    await settle();
    expect(toastMock.dismiss).toHaveBeenCalledTimes(2);
  });
});
