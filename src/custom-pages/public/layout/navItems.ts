/** The header's links. */
export const HEADER_LINKS = [
  { to: '/', label: 'public.nav.home', end: true },
  { to: '/Pricing', label: 'public.nav.pricing', end: false },
  { to: '/service', label: 'public.nav.services', end: false },
  { to: '/about', label: 'public.nav.about', end: false },
  { to: '/contact', label: 'public.nav.contact', end: false },
] as const;

/** The footer's links, exactly as the spec lists them. */
export const FOOTER_LINKS = [
  { to: '/', label: 'public.footer.home' },
  { to: '/about', label: 'public.footer.about' },
  { to: '/service', label: 'public.footer.services' },
  { to: '/contact', label: 'public.footer.find_us' },
  { to: '/Pricing', label: 'public.footer.price_offers' },
] as const;
