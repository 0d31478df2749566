import { useState } from 'react';

/**
 * An editable copy of loaded data: it starts as `toDraft(data)` and starts again whenever the data is loaded
 * anew (another user picked, or the server's answer after a save). Reset while rendering, as React advises for
 * state that follows a prop, rather than in an effect after a wasted render.
 */
export function useDraft<T, D>(data: T | undefined, toDraft: (data: T) => D, empty: D) {
  const [source, setSource] = useState(data);
  const [draft, setDraft] = useState<D>(() => (data === undefined ? empty : toDraft(data)));
  if (data !== source) {
    setSource(data);
    setDraft(data === undefined ? empty : toDraft(data));
  }
  return [draft, setDraft] as const;
}
