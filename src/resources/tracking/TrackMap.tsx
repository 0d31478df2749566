import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import { latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { Track } from '../../../domain/api/positions';
import { GEOCODE_DELAY_MS } from '../../../domain/positions/rules';

/** Central Cairo, where the map opens for a day without positions. */
const CAIRO: [number, number] = [30.0444, 31.2357];
const STOP_COLOURS = { delivered: '#2e7d32', scan: '#1565c0' } as const;

/** Tells `onSettled` once the map has stopped moving for GEOCODE_DELAY_MS (spec section 9), then after every later move. */
function Settled({ onSettled }: { onSettled: () => void }) {
  const map = useMap();
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const wait = () => {
      stop();
      timer = setTimeout(() => latest.current(), GEOCODE_DELAY_MS);
    };
    map.on('movestart', stop);
    map.on('moveend', wait);
    wait();
    return () => {
      stop();
      map.off('movestart', stop);
      map.off('moveend', wait);
    };
  }, [map]);
  return null;
}

/**
 * The courier's day on a map: his track in time, each position a dot, his deliveries (green) and hub scans (blue)
 * where he was then. Tiles come from the office's configured service; without one (or without a network) the track
 * draws on a blank map. A map is geography, so it keeps its own left-to-right layout in Arabic too.
 */
export function TrackMap({ track, label, onSettled }: { track: Track; label: string; onSettled: () => void }) {
  const points = track.positions.map((position) => [position.latitude, position.longitude] as [number, number]);
  const placed = track.stops.flatMap((stop) =>
    stop.latitude == null || stop.longitude == null ? [] : [{ ...stop, place: [stop.latitude, stop.longitude] as [number, number] }],
  );
  const all = [...points, ...placed.map((stop) => stop.place)];
  const view = all.length > 0 ? { bounds: latLngBounds(all).pad(0.1) } : { center: CAIRO, zoom: 11 };
  return (
    <Box dir="ltr" role="region" aria-label={label} sx={{ height: { xs: 320, md: 460 }, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
      <MapContainer key={`${track.shipper}-${track.day}`} {...view} style={{ height: '100%', width: '100%' }}>
        {track.map.tiles && <TileLayer url={track.map.tiles} attribution={track.map.attribution} />}
        {points.length > 1 && <Polyline positions={points} pathOptions={{ color: '#e65100', weight: 3 }} />}
        {points.map((point, index) => (
          <CircleMarker key={index} center={point} radius={3} pathOptions={{ color: '#e65100', fillOpacity: 0.8 }} />
        ))}
        {placed.map((stop, index) => (
          <CircleMarker key={`stop-${index}`} center={stop.place} radius={7} pathOptions={{ color: STOP_COLOURS[stop.kind], fillOpacity: 0.9 }}>
            <Tooltip>{stop.serial}</Tooltip>
          </CircleMarker>
        ))}
        <Settled onSettled={onSettled} />
      </MapContainer>
    </Box>
  );
}
