import { useEffect } from 'react';
import { companyName, useSiteSettings } from './useSiteSettings';

/** Sets the tab title: the page's own title when given, always followed or replaced by the company name. */
export function useDocumentTitle(pageTitle?: string): void {
  const company = companyName(useSiteSettings());
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${company}` : company;
  }, [pageTitle, company]);
}
