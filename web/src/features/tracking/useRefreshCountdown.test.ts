import { describe, expect, it } from 'vitest';
import { countdownReducer, startCountdown, type CountdownState } from './useRefreshCountdown';

const tick = (state: CountdownState, times = 1) => {
  let next = state;
  for (let i = 0; i < times; i++) next = countdownReducer(next, { type: 'tick' });
  return next;
};

describe('the refresh countdown', () => {
  it('counts down a second at a time and refreshes at zero', () => {
    const start = startCountdown(3);
    expect(start).toEqual({ remaining: 3, refreshing: false });
    expect(tick(start)).toEqual({ remaining: 2, refreshing: false });
    expect(tick(start, 3)).toEqual({ remaining: 0, refreshing: true });
  });

  it('stands still while refreshing, then starts again from the fresh seconds', () => {
    const refreshing = tick(startCountdown(1));
    expect(refreshing.refreshing).toBe(true);
    expect(tick(refreshing, 5)).toBe(refreshing);
    expect(countdownReducer(refreshing, { type: 'refreshed', seconds: 45 })).toEqual({
      remaining: 45,
      refreshing: false,
    });
  });

  it('refreshes on demand, once', () => {
    const now = countdownReducer(startCountdown(60), { type: 'refreshNow' });
    expect(now).toEqual({ remaining: 0, refreshing: true });
    expect(countdownReducer(now, { type: 'refreshNow' })).toBe(now);
  });

  it('never counts from under a second, so a zero cannot make it ask in a loop', () => {
    expect(startCountdown(0)).toEqual({ remaining: 1, refreshing: false });
    expect(startCountdown(-5).remaining).toBe(1);
    expect(startCountdown(Number.NaN).remaining).toBe(1);
    expect(startCountdown(2.4).remaining).toBe(2);
  });
});
