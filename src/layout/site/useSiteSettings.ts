import { useSyncExternalStore } from 'react';
import type { SiteSettingsValues } from '../../../domain/validation';

/** The public settings as get_user_settings returns them. */
export type SiteSettings = SiteSettingsValues;

export const DEFAULT_COMPANY = 'Dynamic Shipping System';
export const DEFAULT_LOGO = '/logo.svg';

let current: SiteSettings | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the public settings; failures are only logged (spec section 8) and the defaults stay. */
export function reloadSiteSettings(): Promise<void> {
  loading = fetch('/api/settings/get_user_settings')
    .then((response) => (response.ok ? (response.json() as Promise<{ settings: SiteSettings }>) : Promise.reject(new Error(String(response.status)))))
    .then((body) => {
      current = body.settings;
      listeners.forEach((listener) => listener());
    })
    .catch((error: unknown) => console.warn('site settings could not be loaded', error));
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!loading) void reloadSiteSettings();
  return () => listeners.delete(listener);
}

/** The company's settings (null until loaded), shared by the public site and the top bar. */
export function useSiteSettings(): SiteSettings | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

export const companyName = (settings: SiteSettings | null): string => settings?.company || DEFAULT_COMPANY;
export const logoOf = (settings: SiteSettings | null): string => settings?.logo || DEFAULT_LOGO;
