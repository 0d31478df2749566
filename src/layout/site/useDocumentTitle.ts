import { useEffect } from 'react';
import { companyName, useSiteSettings } from './useSiteSettings';

/**
 * Sets the tab title: the page's own title when given, always followed or replaced by the company name. Leaving a
 * page with a title of its own (the 404 among them) gives the tab back the company name, so the next page never
 * shows the last one's title.
 */
export function useDocumentTitle(pageTitle?: string): void {
  const company = companyName(useSiteSettings());
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${company}` : company;
    if (!pageTitle) return undefined;
    return () => {
      document.title = company;
    };
  }, [pageTitle, company]);
}
