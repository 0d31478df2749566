import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import type { FiguresRange } from '../../../providers/merchant';
import { Loading, RetryAlert } from '../QueryStates';
import { RangePicker, usable } from './RangePicker';

interface RangedFiguresProps<T> {
  title: string;
  intro?: string;
  /** The range shown in the picker; the figures are asked for the last usable one. */
  range: FiguresRange;
  onRange: (range: FiguresRange) => void;
  queryKey: readonly string[];
  load: (range: FiguresRange) => Promise<T>;
  /** The figures, and the range they were asked for. */
  children: (data: T, asked: FiguresRange) => ReactNode;
}

/**
 * A merchant page of figures over a range of order dates (the analytics home, the orders by city): its title, the
 * range picker, and the figures once loaded, the previous ones kept while new ones load; a failure says what went
 * wrong and offers to try again.
 */
export function RangedFigures<T>({ title, intro, range, onRange, queryKey, load, children }: RangedFiguresProps<T>) {
  const translate = useTranslate();
  const [asked, setAsked] = useState(range);
  const change = (next: FiguresRange) => {
    onRange(next);
    if (usable(next)) setAsked(next);
  };
  const figures = useQuery({ queryKey: [...queryKey, asked.from_date, asked.to_date], queryFn: () => load(asked), placeholderData: keepPreviousData });
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {figures.isFetching && <CircularProgress size={20} aria-label={translate('ra.page.loading')} />}
      </Stack>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      <RangePicker range={range} onChange={change} />
      {figures.error ? <RetryAlert error={figures.error} onRetry={() => void figures.refetch()} /> : figures.data ? children(figures.data, asked) : <Loading />}
    </Box>
  );
}
