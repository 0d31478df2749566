import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** The dispatch screens' own strings (src/i18n/<lang>/dispatch.ts). */
export function useDispatchText(): (key: string, options?: Record<string, unknown>) => string {
  const translate = useTranslate();
  return useCallback((key, options) => translate(`dispatch_screens.${key}`, options), [translate]);
}
