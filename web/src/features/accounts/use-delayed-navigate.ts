import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';
import { REDIRECT_DELAY_MS } from '@chitra/contract/constants';

/**
 * Navigates after docs/spec.md §9's redirect delay (2 s after sign-up and after the
 * OTP), so the success toast is read first. Leaving the page cancels it.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (to: To, options?: NavigateOptions) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to, options), REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
