import { Title, useBasename, useTranslate } from 'react-admin';
import { NotFoundContent } from './site/NotFoundContent';

/**
 * react-admin's `catchAll` in both logged-in areas: the app's own 404 inside the area's layout, with the company's
 * logo and name, titled "Page not found" (react-admin's stock page says "React Admin"), and a way back to the
 * area's home.
 */
export function AreaNotFound() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <>
      <Title title={translate('public.not_found.title')} />
      <NotFoundContent home={`${basename}/`} homeLabel="app.not_found.home" branded />
    </>
  );
}
