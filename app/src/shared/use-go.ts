import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { nextState } from './navigation';

/** Navigates inside the app, counting depth so that Back knows when to go home instead. */
export function useGo(): (href: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (href: string, options?: { replace?: boolean }) => {
      if (options?.replace) navigate(href, { replace: true, state: window.history.state });
      else navigate(href, { state: nextState() });
    },
    [navigate],
  );
}
