import type { KeyboardEvent } from 'react';
import { DateInput as RaDateInput, type DateInputProps } from 'react-admin';

/** What the Tab key can reach: enabled controls and links, and elements given a tab stop of their own. */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

/** Moves the focus from `from` to the next (or previous) element the Tab key reaches, in document order. */
export function focusNeighbour(from: HTMLElement, backwards: boolean): void {
  const stops = [...from.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.tabIndex >= 0);
  const index = stops.indexOf(from);
  stops[index + (backwards ? -1 : 1)]?.focus();
}

/**
 * Tab leaves the field at once. The browser's date field stops the Tab key at each of its day, month and year
 * parts (three presses to reach the next field); those parts stay reachable with the arrow keys and by typing,
 * and the calendar button still opens the picker.
 */
export function leaveOnTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || !(event.target instanceof HTMLInputElement) || event.target.type !== 'date') return;
  event.preventDefault();
  focusNeighbour(event.target, event.shiftKey);
}

/**
 * The app's date input: react-admin's (the browser's own date field, which follows the interface's language and
 * opens a calendar), reached and left with one Tab press like any other field.
 */
export function DateInput(props: DateInputProps) {
  return <RaDateInput onKeyDown={leaveOnTab} {...props} />;
}
