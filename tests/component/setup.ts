import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A page's first render loads its lazy chunks, and the whole suite must pass with other runs on the same two
// cores. The wait is a ceiling, never a measurement: findBy and waitFor return as soon as the page is ready.
// Queries by role do not ask whether each element is hidden unless a test says `hidden: false`: asking computes
// the style of every element and its parents against every style rule the page has, which took half the suite's
// time in jsdom. A test that looks for something hidden away (a closed toolbar's button) says so.
configure({ asyncUtilTimeout: 30000, defaultHidden: true });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
