import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readAuth } from '../../providers/storage';

/** How long to wait before opening the stream again after it ended or could not be opened. */
export const LIVE_RETRY_MS = 10_000;
const STREAM = '/api/notifications/stream/';

/** The ids of `notices` events in a chunk of a server-sent event stream (server/routes/notifications/notices-stream.ts). */
export function noticeIds(chunk: string): number[] {
  return chunk
    .split('\n\n')
    .filter((block) => block.includes('event: notices'))
    .flatMap((block) => {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      const last = data ? (JSON.parse(data.slice('data: '.length)) as { last?: unknown }).last : undefined;
      return typeof last === 'number' ? [last] : [];
    });
}

/**
 * Keeps the open page's bells (and what they point at, such as issue threads) live: the server's event stream
 * says when the user has a new entry, and the bells read again at once. The stream is opened again after it
 * ends (it lasts ten minutes) or fails; the bells' own polling covers the time in between.
 */
export function useLiveBells(): void {
  const client = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let controller = new AbortController();
    let seen: number | undefined;
    const listen = async () => {
      const token = readAuth()?.access;
      if (!token) return;
      const response = await fetch(STREAM, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
      if (!response.ok || !response.body) return;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        const end = buffer.lastIndexOf('\n\n');
        if (end < 0) continue;
        const ids = noticeIds(buffer.slice(0, end + 2));
        buffer = buffer.slice(end + 2);
        const last = ids.at(-1);
        if (last === undefined) continue;
        if (seen !== undefined && last !== seen) {
          void client.invalidateQueries({ queryKey: ['feed'] });
          void client.invalidateQueries({ queryKey: ['issues'] });
        }
        seen = last;
      }
    };
    const run = async () => {
      while (!stopped) {
        controller = new AbortController();
        await listen().catch(() => undefined);
        if (!stopped) await new Promise((resolve) => setTimeout(resolve, LIVE_RETRY_MS));
      }
    };
    void run();
    return () => {
      stopped = true;
      controller.abort();
    };
  }, [client]);
}
