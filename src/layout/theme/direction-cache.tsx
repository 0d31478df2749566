import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Created once at module load: MUI's recipe for right-to-left styles. */
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
const ltrCache = createCache({ key: 'muiltr', stylisPlugins: [prefixer] });

export function DirectionCache({ direction, children }: { direction: 'rtl' | 'ltr'; children: ReactNode }) {
  return <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>{children}</CacheProvider>;
}
