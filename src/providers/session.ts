import { SESSION_IDLE_MS, renewIfAged } from './http';
import { clearSessionStorage, lastActivity, markActivity, readAuth } from './storage';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove'] as const;
const THROTTLE_MS = 5000;
const CHECK_EVERY_MS = 15000;

/**
 * Ends the session after ten minutes without activity (spec section 9) and renews the tokens while
 * the user is active, so the browser timer and the token lifetime agree. Returns a stop function.
 */
export function watchSession(onExpired: () => void): () => void {
  let lastMark = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - lastMark < THROTTLE_MS || !readAuth()) return;
    lastMark = now;
    markActivity(now);
    void renewIfAged().catch(() => undefined);
  };
  const check = () => {
    if (readAuth() && Date.now() - lastActivity() > SESSION_IDLE_MS) {
      clearSessionStorage();
      onExpired();
    }
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
  const timer = window.setInterval(check, CHECK_EVERY_MS);
  check();
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    window.clearInterval(timer);
  };
}
