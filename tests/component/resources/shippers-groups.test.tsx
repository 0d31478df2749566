import { screen, waitFor } from '@testing-library/react';
import userEvent from '../user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logIn, lookupHandlers, renderStaffAdmin, withMockApi, type LookupRow } from './harness';

const groups: LookupRow[] = [
  { id: 3, name: 'Greater Cairo', name_ar: 'القاهرة الكبرى', is_active: true },
  { id: 4, name: 'Upper Egypt', name_ar: 'الصعيد', is_active: true },
];
/** Views are loaded on demand, so the first render of a page may take a while on a busy machine. */

const created = () => HttpResponse.json({ id: 9, name: 'Delta', name_ar: '', notes: '' }, { status: 201 });
const api = withMockApi((log) => lookupHandlers('shipper-groups', () => groups, log, created));
const { log } = api;

describe('the shipper-groups screens', () => {
  it('list the groups', async () => {
    logIn();
    renderStaffAdmin('/dashboard/shipper-groups');
    expect(await screen.findByText('Greater Cairo')).toBeInTheDocument();
    expect(screen.getByText('الصعيد')).toBeInTheDocument();
  });

  it('require a name, then create the group and return to the list', async () => {
    logIn();
    renderStaffAdmin('/dashboard/shipper-groups/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(log.writes).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Delta');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Tanta and Mansoura');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/shipper-groups$/));
    expect(log.writes).toHaveLength(1);
    expect(JSON.parse(String(log.writes[0]?.body))).toMatchObject({ name: 'Delta', notes: 'Tanta and Mansoura' });
  });
});
