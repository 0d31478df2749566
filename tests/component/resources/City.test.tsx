import { screen, waitFor } from '@testing-library/react';
import userEvent from '../user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logIn, lookupHandlers, renderStaffAdmin, withMockApi, type LookupRow } from './harness';

const CITY_NAMES = ['Cairo', 'Giza', 'Alexandria', 'Aswan', 'Luxor', 'Suez', 'Tanta', 'Mansoura', 'Zagazig', 'Ismailia', 'Port Said', 'Damietta'];
let cities: LookupRow[] = [];
const api = withMockApi((log) => lookupHandlers('City', () => cities, log));
const { log } = api;

function seedCities(count: number) {
  cities = CITY_NAMES.slice(0, count).map((name, index) => ({ id: index + 1, name, name_ar: '', is_active: true }));
}

/** `count` cities, a logged-in superuser, and the server's answer to every write. */
function serveCities(count: number, write: (request: Request) => Response | Promise<Response>) {
  seedCities(count);
  logIn();
  api.server.use(...lookupHandlers('City', () => cities, log, write));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the City list', () => {
  it('shows the first page of rows and the total from Content-Range', async () => {
    seedCities(12);
    logIn();
    renderStaffAdmin('/dashboard/City');
    expect(await screen.findByText('Cairo')).toBeInTheDocument();
    expect(screen.getByText('Ismailia')).toBeInTheDocument();
    expect(screen.queryByText('Port Said')).not.toBeInTheDocument();
    expect(await screen.findByText('1-10 of 12')).toBeInTheDocument();
    expect(log.lists[0]?.range).toEqual([0, 9]);
  });

  it('sends what is typed in the search box as the q filter', async () => {
    seedCities(12);
    logIn();
    renderStaffAdmin('/dashboard/City');
    await screen.findByText('Cairo');
    await userEvent.setup().type(screen.getByPlaceholderText('Search'), 'Alex');
    await waitFor(() => expect(log.lists.some((call) => call.filter.q === 'Alex')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Cairo')).not.toBeInTheDocument());
    expect(screen.getByText('Alexandria')).toBeInTheDocument();
  });

  it('opens a row at the spec edit URL', async () => {
    seedCities(3);
    logIn();
    renderStaffAdmin('/dashboard/City');
    await userEvent.setup().click(await screen.findByText('Giza'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/City/edit/2'));
    expect(await screen.findByDisplayValue('Giza')).toBeInTheDocument();
  });

  it('alerts Empty Data and downloads nothing when the export has no rows', async () => {
    seedCities(3);
    logIn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const download = vi.fn();
    window.URL.createObjectURL = download;
    renderStaffAdmin('/dashboard/City');
    await screen.findByText('Cairo');
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search'), 'nowhere');
    await waitFor(() => expect(screen.queryByText('Cairo')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Empty Data'));
    expect(download).not.toHaveBeenCalled();
  });

  it('asks for confirmation, then shows the translated reason when the server refuses to delete a city in use', async () => {
    seedCities(3);
    logIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.server.use(
      ...lookupHandlers(
        'City',
        () => cities,
        log,
        () => HttpResponse.json({ message: 'This record is in use', key: 'errors.in_use' }, { status: 409 }),
      ),
    );
    renderStaffAdmin('/dashboard/City');
    await screen.findByText('Cairo');
    const user = userEvent.setup();
    const [, firstRow] = screen.getAllByRole('checkbox');
    await user.click(firstRow!);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(log.writes).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This record is in use and cannot be deleted: other records refer to it')).toBeInTheDocument();
    expect(log.writes).toEqual([{ method: 'DELETE', url: '/api/City/1', body: '' }]);
    expect(await screen.findByText('Cairo')).toBeInTheDocument();
  });
});

describe('the City create page', () => {
  it('is at /new and says the name is required without calling the server', async () => {
    seedCities(0);
    logIn();
    renderStaffAdmin('/dashboard/City/new');
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(log.writes).toEqual([]);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/City/new');
  });

  it('shows a field error from the server beside the field', async () => {
    serveCities(1, () =>
      HttpResponse.json(
        { message: 'A record with the same name already exists', key: 'errors.duplicate', errors: { name: 'errors.already_used' } },
        { status: 409 },
      ),
    );
    renderStaffAdmin('/dashboard/City/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Cairo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This value is already used')).toBeInTheDocument();
    expect(log.writes).toHaveLength(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/City/new');
  });
});

describe('the toasts after a change name the record', () => {
  const saved = (request: Request) =>
    request.json().then((body: Record<string, unknown>) => HttpResponse.json({ id: 40, is_active: true, name_ar: '', ...body }, { status: 201 }));

  it('says which city was created', async () => {
    serveCities(1, saved);
    renderStaffAdmin('/dashboard/City/new');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Fayoum');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City \u2068Fayoum\u2069 created')).toBeInTheDocument();
    expect(screen.queryByText('Element created')).not.toBeInTheDocument();
  });

  it('names one city deleted and counts several', async () => {
    serveCities(3, () => HttpResponse.json({ id: 1 }));
    renderStaffAdmin('/dashboard/City');
    await screen.findByText('Cairo');
    const user = userEvent.setup();
    const rowBoxes = async () => (await screen.findAllByRole('checkbox')).slice(1);
    await user.click((await rowBoxes())[0]!);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('City \u2068Cairo\u2069 deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete', hidden: false })).not.toBeInTheDocument());
    await user.click((await rowBoxes())[0]!);
    await user.click((await rowBoxes())[1]!);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cities deleted: 2')).toBeInTheDocument();
  });
});
