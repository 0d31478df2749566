import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_IDLE_MS } from '../../src/providers/http';
import { watchSession } from '../../src/providers/session';
import { readAuth, writeAuth, type StoredAuth } from '../../src/providers/storage';

const auth = (issuedAt: number): StoredAuth => ({
  access: 'access-1',
  refresh: 'refresh-1',
  issuedAt,
  user: { id: 1, username: 'sara', first_name: 'Sara', last_name: 'M', is_staff: true, is_superuser: false },
  permitted_url: ['/dashboard/City'],
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the browser session (spec sections 4 and 9)', () => {
  it('ends after ten minutes without activity, clearing storage but the language', () => {
    vi.useFakeTimers();
    localStorage.setItem('lang', 'ar');
    writeAuth(auth(Date.now()));
    const expired = vi.fn();
    const stop = watchSession(expired);
    vi.advanceTimersByTime(SESSION_IDLE_MS - 30_000);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(readAuth()).toBeNull();
    expect(localStorage.getItem('lang')).toBe('ar');
    stop();
  });

  it('is extended by activity, which also renews an aged token', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ access: 'access-2', refresh: 'refresh-2' }), { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    writeAuth(auth(Date.now()));
    const expired = vi.fn();
    const stop = watchSession(expired);
    vi.advanceTimersByTime(SESSION_IDLE_MS - 60_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    await vi.waitFor(() => expect(readAuth()?.access).toBe('access-2'));
    expect(fetchMock).toHaveBeenCalledWith('/api/token/refresh/', expect.objectContaining({ method: 'POST', body: JSON.stringify({ refresh: 'refresh-1' }) }));
    vi.advanceTimersByTime(SESSION_IDLE_MS - 60_000);
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it('does not renew a fresh token on activity', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    writeAuth(auth(Date.now()));
    const stop = watchSession(vi.fn());
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readAuth()?.access).toBe('access-1');
    stop();
  });
});
