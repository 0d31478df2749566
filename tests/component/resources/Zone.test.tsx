import { screen, waitFor } from '@testing-library/react';
import userEvent from '../user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { logIn, lookupHandlers, renderStaffAdmin, withMockApi, type LookupRow } from './harness';

const cities: LookupRow[] = [
  { id: 1, name: 'Cairo', name_ar: 'القاهرة', is_active: true },
  { id: 2, name: 'Giza', name_ar: 'الجيزة', is_active: true },
];
const zones: LookupRow[] = [
  { id: 7, name: 'Nasr City', name_ar: 'مدينة نصر', is_active: true, city_id: 1 },
  { id: 8, name: 'Dokki', name_ar: 'الدقي', is_active: true, city_id: 2 },
];
const created = () => HttpResponse.json({ id: 9, name: 'Maadi', name_ar: '', is_active: true, city_id: 1 }, { status: 201 });
const api = withMockApi((log) => [...lookupHandlers('Zone', () => zones, log, created), ...lookupHandlers('City', () => cities, log)]);
const { log } = api;

describe('the Zone screens', () => {
  it('list each zone with the name of its city', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Zone');
    expect(await screen.findByText('Nasr City')).toBeInTheDocument();
    expect(await screen.findByText('Cairo')).toBeInTheDocument();
    expect(screen.getByText('Giza')).toBeInTheDocument();
  });

  it('require a city before saving a new zone', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Zone/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Maadi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(log.writes).toEqual([]);
  });

  it('create a zone in the chosen city and return to the list', async () => {
    logIn();
    renderStaffAdmin('/dashboard/Zone/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Maadi');
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Cairo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/Zone$/));
    expect(await screen.findByText('Nasr City')).toBeInTheDocument();
    expect(log.writes).toHaveLength(1);
    expect(log.writes[0]).toMatchObject({ method: 'POST', url: '/api/Zone' });
    expect(JSON.parse(String(log.writes[0]?.body))).toMatchObject({ name: 'Maadi', city_id: 1, is_active: true });
  });
});

describe('pickers', () => {
  it.each([
    ['en', 'name'],
    ['ar', 'name_ar'],
  ])('offer their choices sorted by the name shown in %s', async (language, field) => {
    localStorage.setItem('lang', language);
    logIn();
    renderStaffAdmin('/dashboard/Zone/new');
    await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(log.lists.some((call) => call.sort[0] === field)).toBe(true));
    // The city picker is the page's only list: none asks for react-admin's default, the newest id first.
    expect(log.lists.filter((call) => call.sort[0] === 'id')).toEqual([]);
  });
});
