import base, { PointerEventsCheckLevel, type Options } from '@testing-library/user-event';

/**
 * user-event as the component tests use it: no pause between keys, and no check before each pointer action that
 * the element takes pointer events. That check asks jsdom for the computed style of the element and each of its
 * parents on every click, which took a quarter of the time of the larger pages' tests; whether a disabled or
 * covered button can be clicked is asserted with toBeDisabled, and the end-to-end tests click in a real browser.
 */
const OPTIONS: Options = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never };

const userEvent = {
  setup: () => base.setup(OPTIONS),
  click: (element: Element) => base.click(element, OPTIONS),
  dblClick: (element: Element) => base.dblClick(element, OPTIONS),
  clear: (element: Element) => base.setup(OPTIONS).clear(element),
  type: (element: Element, text: string) => base.type(element, text, OPTIONS),
  upload: (element: HTMLElement, files: File | File[]) => base.upload(element, files, OPTIONS),
};

export default userEvent;
export type { UserEvent } from '@testing-library/user-event';
