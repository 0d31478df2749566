import { useSyncExternalStore } from 'react';

/** Spec section 9: the pricing carousel moves every 4000 ms with a 300 ms transition. */
export const AUTOPLAY_MS = 4000;
export const TRANSITION_MS = 300;

/** Spec section 9: 4 cards above 1024 px, 3 from 650 px to 1024 px, 1 below 650 px. */
export const cardsPerView = (width: number): number => (width > 1024 ? 4 : width >= 650 ? 3 : 1);

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** How many cards the window has room for, following its width. */
export function useCardsPerView(): number {
  return useSyncExternalStore(
    subscribe,
    () => cardsPerView(window.innerWidth),
    () => 4,
  );
}
