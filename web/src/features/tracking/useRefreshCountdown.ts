import { useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';

/*
 * The public page's "Refreshing in N s" (countdown): counts down each second from the
 * shipment's refreshInSeconds, refreshes at zero, then starts again from the seconds the
 * fresh answer gives. It stands still while the tab is hidden: nobody is reading it.
 */

export interface CountdownState {
  /** Whole seconds left; 0 while refreshing. */
  remaining: number;
  refreshing: boolean;
}

export type CountdownAction = { type: 'tick' } | { type: 'refreshNow' } | { type: 'refreshed'; seconds: number };

/** A fresh count; never under a second, so a zero from the server cannot make the page ask in a loop. */
export function startCountdown(seconds: number): CountdownState {
  return { remaining: Math.max(1, Math.round(Number.isFinite(seconds) ? seconds : 1)), refreshing: false };
}

export function countdownReducer(state: CountdownState, action: CountdownAction): CountdownState {
  switch (action.type) {
    case 'tick':
      if (state.refreshing) return state;
      return state.remaining <= 1
        ? { remaining: 0, refreshing: true }
        : { remaining: state.remaining - 1, refreshing: false };
    case 'refreshNow':
      return state.refreshing ? state : { remaining: 0, refreshing: true };
    case 'refreshed':
      return startCountdown(action.seconds);
  }
}

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const pageVisible = () => document.visibilityState !== 'hidden';

/**
 * Counts down from `seconds` and calls `refresh` at zero. `refresh` answers the next
 * count's seconds (null: `seconds` as it then is) and handles its own failures.
 */
export function useRefreshCountdown(seconds: number, refresh: () => Promise<number | null>) {
  const [state, dispatch] = useReducer(countdownReducer, seconds, startCountdown);
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => true);
  // Read when the refresh ends, without restarting the effects below when they change.
  const latest = useRef({ seconds, refresh });
  latest.current = { seconds, refresh };

  useEffect(() => {
    if (state.refreshing || !visible) return undefined;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [state.refreshing, visible]);

  useEffect(() => {
    if (!state.refreshing) return undefined;
    let live = true;
    const restart = (next: number | null) => {
      if (live) dispatch({ type: 'refreshed', seconds: next ?? latest.current.seconds });
    };
    latest.current.refresh().then(restart, () => restart(null));
    return () => {
      live = false;
    };
  }, [state.refreshing]);

  const refreshNow = useCallback(() => dispatch({ type: 'refreshNow' }), []);
  return { ...state, refreshNow };
}
