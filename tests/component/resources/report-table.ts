/** Reading a report's table in the component tests: its rows below the header, and each row's cells as they read. */
import { within } from '@testing-library/react';

export const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
