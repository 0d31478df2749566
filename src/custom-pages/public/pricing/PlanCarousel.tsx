import { Box, Stack, useTheme } from '@mui/material';
import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CarouselArrow, CarouselDots } from './CarouselControls';
import { AUTOPLAY_MS, TRANSITION_MS, useCardsPerView } from './carouselTiming';
import { PlanCard } from './PlanCard';
import type { PricePlan } from './usePriceList';

/**
 * The price offers, a few at a time (4, 3 or 1 by window width). It moves on by itself every 4 seconds, wrapping
 * round at the end, and stops while the pointer is over it, while it holds the focus, or once paused. Arrow keys,
 * the buttons and the dots move it by hand. In right-to-left pages it runs and points the other way.
 */
export function PlanCarousel({ plans }: { plans: PricePlan[] }) {
  const translate = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  const perView = useCardsPerView();
  const lastIndex = Math.max(0, plans.length - perView);
  const [wanted, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const index = Math.min(wanted, lastIndex);
  const moves = lastIndex > 0;
  const running = moves && !hovered && !focused && !paused;

  const go = (next: number) => setIndex(next < 0 ? lastIndex : next > lastIndex ? 0 : next);

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex(index >= lastIndex ? 0 : index + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, lastIndex]);

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const target = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: lastIndex }[event.key];
    if (target === undefined || !moves) return;
    event.preventDefault();
    go(target);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const offset = ((rtl ? 1 : -1) * index * 100) / perView;

  return (
    <Box
      component="section"
      role="region"
      aria-roledescription="carousel"
      aria-label={translate('public.pricing.carousel_label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {moves && <CarouselArrow which="previous" onClick={() => go(index - 1)} />}
        <Box sx={{ overflow: 'hidden', flexGrow: 1, py: 1 }}>
          <Box
            data-testid="pricing-track"
            aria-live={running ? 'off' : 'polite'}
            style={{ transform: `translateX(${offset}%)` }}
            sx={{
              display: 'flex',
              justifyContent: moves || plans.length >= perView ? 'flex-start' : 'center',
              transition: `transform ${TRANSITION_MS}ms ease-in-out`,
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            {plans.map((plan, position) => {
              const visible = position >= index && position < index + perView;
              return (
                <Box
                  key={plan.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={translate('public.pricing.slide_label', { index: position + 1, total: plans.length })}
                  aria-hidden={!visible}
                  inert={!visible}
                  sx={{ flex: `0 0 ${100 / perView}%`, px: 1, boxSizing: 'border-box' }}
                >
                  <PlanCard plan={plan} />
                </Box>
              );
            })}
          </Box>
        </Box>
        {moves && <CarouselArrow which="next" onClick={() => go(index + 1)} />}
      </Stack>
      {moves && <CarouselDots index={index} positions={lastIndex + 1} paused={paused} onMove={go} onTogglePause={() => setPaused((p) => !p)} />}
    </Box>
  );
}
