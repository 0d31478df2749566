import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanCarousel } from '../../../src/custom-pages/public/pricing/PlanCarousel';
import { cardsPerView } from '../../../src/custom-pages/public/pricing/carouselTiming';
import { DisplayProvider } from '../../../src/layout/theme/settings';
import { ThemedRoot } from '../../../src/layout/theme/ThemedRoot';
import { SETTINGS_KEY } from '../../../src/providers/storage';
import { SIX_PLANS } from './pricing-fixtures';

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

const renderCarousel = () =>
  render(
    <DisplayProvider>
      <ThemedRoot>
        <PlanCarousel plans={SIX_PLANS} />
      </ThemedRoot>
    </DisplayProvider>,
  );

/** The plan names of the slides a user can see (the others are aria-hidden and inert). */
const shownPlans = () =>
  screen
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => slide.querySelector('h3')?.textContent);
const track = () => screen.getByTestId('pricing-track');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  setWidth(1280);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('the pricing carousel', () => {
  it('moves on by one card every 4000 ms with a 300 ms transition, wrapping round at the end', () => {
    renderCarousel();
    expect(shownPlans()).toEqual(['Basic', 'Plus', 'Pro', 'Business']);
    expect(track().style.transform).toBe('translateX(0%)');
    expect(getComputedStyle(track()).transition).toContain('300ms');
    wait(3999);
    expect(shownPlans()[0]).toBe('Basic');
    wait(1);
    expect(shownPlans()).toEqual(['Plus', 'Pro', 'Business', 'Enterprise']);
    expect(track().style.transform).toBe('translateX(-25%)');
    wait(4000);
    expect(shownPlans()[0]).toBe('Pro');
    expect(screen.getByRole('button', { name: 'Show offer 3' })).toHaveAttribute('aria-current', 'true');
    wait(4000);
    expect(shownPlans()[0]).toBe('Basic');
  });

  it('pauses while the pointer is over it, while it holds the focus and when paused', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Price offers' });
    fireEvent.mouseEnter(region);
    wait(10000);
    expect(shownPlans()[0]).toBe('Basic');
    fireEvent.mouseLeave(region);
    wait(4000);
    expect(shownPlans()[0]).toBe('Plus');

    act(() => screen.getByRole('button', { name: 'Next offers' }).focus());
    wait(10000);
    expect(shownPlans()[0]).toBe('Plus');
    act(() => screen.getByRole('button', { name: 'Next offers' }).blur());

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    wait(10000);
    expect(shownPlans()[0]).toBe('Plus');
    expect(track()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    wait(4000);
    expect(shownPlans()[0]).toBe('Pro');
  });

  it('moves with the buttons, the dots and the arrow keys', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next offers' }));
    expect(shownPlans()[0]).toBe('Plus');
    fireEvent.click(screen.getByRole('button', { name: 'Previous offers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous offers' }));
    expect(shownPlans()[0]).toBe('Pro');
    fireEvent.click(screen.getByRole('button', { name: 'Show offer 1' }));
    const region = screen.getByRole('region', { name: 'Price offers' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shownPlans()[0]).toBe('Plus');
    fireEvent.keyDown(region, { key: 'End' });
    expect(shownPlans()[0]).toBe('Pro');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shownPlans()[0]).toBe('Plus');
  });

  it('shows 4 cards above 1024 px, 3 from 650 to 1024 px and 1 below 650 px, following resizes', () => {
    renderCarousel();
    expect(shownPlans()).toHaveLength(4);
    for (const [width, count] of [
      [1024, 3],
      [650, 3],
      [649, 1],
      [375, 1],
      [1025, 4],
    ] as const) {
      act(() => setWidth(width));
      expect(shownPlans(), `${width} px`).toHaveLength(count);
    }
    expect([1440, 1025, 1024, 800, 650, 649, 320].map(cardsPerView)).toEqual([4, 4, 3, 3, 3, 1, 1]);
  });

  it('runs the other way and flips the arrow keys right to left', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ rtl: true }));
    renderCarousel();
    wait(4000);
    expect(shownPlans()[0]).toBe('Plus');
    expect(track().style.transform).toBe('translateX(25%)');
    const region = screen.getByRole('region', { name: 'Price offers' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shownPlans()[0]).toBe('Pro');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shownPlans()[0]).toBe('Plus');
    expect(screen.getByRole('button', { name: 'Next offers' }).querySelector('[data-testid="ChevronLeftIcon"]')).not.toBeNull();
  });

  it('stays still, with no controls, when every plan fits', () => {
    setWidth(1280);
    render(
      <DisplayProvider>
        <ThemedRoot>
          <PlanCarousel plans={SIX_PLANS.slice(0, 3)} />
        </ThemedRoot>
      </DisplayProvider>,
    );
    wait(10000);
    expect(shownPlans()).toEqual(['Basic', 'Plus', 'Pro']);
    expect(screen.queryByRole('button', { name: 'Next offers' })).toBeNull();
  });
});
