import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** A list's search box whose placeholder is a translation key (react-admin shows its own placeholder prop as written). */
export function SearchField({ placeholder, ...props }: SearchInputProps & { placeholder: string }) {
  const translate = useTranslate();
  return <SearchInput placeholder={translate(placeholder)} {...props} />;
}
