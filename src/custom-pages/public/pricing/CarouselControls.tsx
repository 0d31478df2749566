import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton, Stack, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface CarouselControlsProps {
  index: number;
  positions: number;
  paused: boolean;
  onMove: (index: number) => void;
  onTogglePause: () => void;
}

/** Previous and next (pointing the way the page reads), one dot per position, and a pause switch. */
export function CarouselArrow({ which, onClick }: { which: 'previous' | 'next'; onClick: () => void }) {
  const translate = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  const pointsLeft = (which === 'previous') !== rtl;
  return (
    <IconButton onClick={onClick} aria-label={translate(`public.pricing.${which}`)} sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      {pointsLeft ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}

export function CarouselDots({ index, positions, paused, onMove, onTogglePause }: CarouselControlsProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', mt: 3 }}>
      <IconButton size="small" onClick={onTogglePause} aria-label={translate(paused ? 'public.pricing.play' : 'public.pricing.pause')}>
        {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
      </IconButton>
      {Array.from({ length: positions }, (_, position) => (
        <Box
          key={position}
          component="button"
          type="button"
          onClick={() => onMove(position)}
          aria-label={translate('public.pricing.go_to', { index: position + 1 })}
          aria-current={position === index ? 'true' : undefined}
          sx={{
            width: position === index ? 24 : 10,
            height: 10,
            p: 0,
            border: 0,
            borderRadius: 5,
            cursor: 'pointer',
            bgcolor: position === index ? 'primary.main' : 'action.disabled',
            transition: 'width 300ms, background-color 300ms',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        />
      ))}
    </Stack>
  );
}
