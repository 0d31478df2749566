/** Reading a report's table in the component tests: its rows below the header, and each row's cells as they read. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

export const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/**
 * The table once its rows have come. While loading, react-admin draws a placeholder table of five grey rows under
 * headers without words, which is replaced (not filled) when the rows come: a table found too early stays a
 * placeholder for ever, so the table is looked for again on every try.
 */
export async function loadedTable(): Promise<HTMLElement> {
  await waitFor(() =>
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .some((th) => th.textContent?.trim()),
    ).toBe(true),
  );
  return screen.getByRole('table');
}

/** The table once it holds `count` rows below its header, looked for again on every try as in `loadedTable`. */
export async function tableWithRows(count: number): Promise<HTMLElement> {
  await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(count));
  return screen.getByRole('table');
}
