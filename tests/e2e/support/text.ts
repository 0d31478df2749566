import { en } from '../../../src/i18n/en';
import { ar } from '../../../src/i18n/ar';
import { PLURAL_FORMS } from '../../../src/i18n/plural';

const catalogues = { en, ar } as const;
export type Lang = keyof typeof catalogues;

/** The text of a translation key in a language, in the form its count asks for, with %{name} filled in (the e2e reads what the user reads). */
export function text(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogues[lang]);
  if (typeof found !== 'string') throw new Error(`no text for ${key}`);
  const form = found.split(' |||| ')[PLURAL_FORMS[lang](params.smart_count ?? 1)] ?? found;
  return form.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
