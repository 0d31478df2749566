import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A page's first render loads its lazy chunks, and the whole suite must pass with other runs on the same two
// cores. The wait is a ceiling, never a measurement: findBy and waitFor return as soon as the page is ready.
configure({ asyncUtilTimeout: 30000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
