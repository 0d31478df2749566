import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Track } from '../../../domain/api/positions';
import { coordinatesOf, placeOf } from '../../../domain/positions/rules';
import { TIME_ZONE } from '../../../domain/time';
import { positionCalls } from '../../providers/positions';

const TEXTS = 'app.tracking';

interface Moment {
  key: string;
  at: string;
  what: string;
  order?: number | null;
  latitude: number | null;
  longitude: number | null;
}

/** A place's address once the map has settled (each place asked once, kept by the query cache), else its coordinates. */
function Place({ latitude, longitude, settled }: { latitude: number | null; longitude: number | null; settled: boolean }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const known = latitude != null && longitude != null;
  const { data } = useQuery({
    queryKey: ['geocode', known ? placeOf(latitude, longitude) : '', language],
    queryFn: () => positionCalls.address(latitude!, longitude!, language),
    enabled: settled && known,
    staleTime: Infinity,
  });
  if (!known) return <>{translate(`${TEXTS}.no_position`)}</>;
  // Coordinates read left to right in Arabic too.
  return data ? <>{data}</> : <bdi dir="ltr">{coordinatesOf(latitude, longitude)}</bdi>;
}

/** The day in time: where he started, each delivery and hub scan, where he was last seen; each with its place. */
export function DayList({ track, settled }: { track: Track; settled: boolean }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const time = new Intl.DateTimeFormat(language, { timeZone: TIME_ZONE, timeStyle: 'short' });
  const first = track.positions[0];
  const last = track.positions.at(-1);
  const moments: Moment[] = [
    ...(first ? [{ key: 'start', at: first.at, what: translate(`${TEXTS}.started`), latitude: first.latitude, longitude: first.longitude }] : []),
    ...track.stops.map((stop, index) => ({
      key: `stop-${index}`,
      at: stop.at,
      what: translate(`${TEXTS}.stops.${stop.kind}`, { serial: stop.serial }),
      order: stop.order_id,
      latitude: stop.latitude,
      longitude: stop.longitude,
    })),
    ...(last && last !== first
      ? [{ key: 'last', at: last.at, what: translate(`${TEXTS}.last_seen`), latitude: last.latitude, longitude: last.longitude }]
      : []),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (moments.length === 0) return <Typography color="text.secondary">{translate(`${TEXTS}.empty`)}</Typography>;
  return (
    <List dense aria-label={translate(`${TEXTS}.moments`)}>
      {moments.map((moment) => (
        <ListItem key={moment.key} divider>
          <ListItemText
            primary={
              <>
                {time.format(new Date(moment.at))} ·{' '}
                {moment.order ? <Link to={`/dashboard/adminorders/order/${moment.order}`}>{moment.what}</Link> : moment.what}
              </>
            }
            secondary={<Place latitude={moment.latitude} longitude={moment.longitude} settled={settled} />}
          />
        </ListItem>
      ))}
    </List>
  );
}
