import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { LANG_KEY } from '../../../src/providers/storage';
import { calls, renderSite, server, withSiteServer } from './harness';

withSiteServer();

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const PHOTOS = [
  { url: '/api/media/11111111-1111-1111-1111-111111111111', created_at: '2026-11-20T09:30:00.000Z' },
  { url: '/api/media/22222222-2222-2222-2222-222222222222', created_at: '2026-11-21T14:05:00.000Z' },
];

/** Answers the gallery call for exactly these keys (as the server decodes them), 404 for any other. */
function serveGallery(photos = PHOTOS) {
  server.use(
    http.get('*/api/gallery/:shipper/:serial/:company/:mobile', ({ params }) =>
      params.shipper === '4' && params.serial === '10000042' && params.company === 'Nile Gifts & Co' && params.mobile === '01055544433'
        ? HttpResponse.json({ serial: '10000042', photos })
        : HttpResponse.json({ message: 'Not found', key: 'errors.not_found' }, { status: 404 }),
    ),
  );
}

const PATH = `/gallery/4/10000042/${encodeURIComponent('Nile Gifts & Co')}/01055544433`;

describe('the public order gallery', () => {
  it('shows the photos as a grid, each opening in full size, without a login', async () => {
    serveGallery();
    renderSite(PATH);
    expect(await screen.findByRole('img', { name: 'Photo 1 of order 10000042' })).toHaveAttribute('src', PHOTOS[0]!.url);
    expect(screen.getByRole('img', { name: 'Photo 2 of order 10000042' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Photos of your order' })).toBeInTheDocument();
    expect(screen.getByText('Photos our courier took of order 10000042.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open the photo in full size' })[1]).toHaveAttribute('href', PHOTOS[1]!.url);
    expect(calls).toContain(`GET /api/gallery/4/10000042/${encodeURIComponent('Nile Gifts & Co')}/01055544433`);
    expect(document.title).toContain('Order photos');
  });

  it('says so when the order has no photos yet', async () => {
    serveGallery([]);
    renderSite(PATH);
    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /of order/ })).toBeNull();
  });

  it('says the photos were not found when a key is wrong', async () => {
    serveGallery();
    renderSite('/gallery/4/10000042/Other/01055544433');
    expect(await screen.findByRole('heading', { name: 'We could not find these photos' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    localStorage.setItem(LANG_KEY, 'ar');
    await i18nProvider.changeLocale('ar');
    serveGallery([]);
    renderSite(PATH);
    expect(await screen.findByRole('heading', { name: 'لا توجد صور بعد' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'صور طلبك' })).toBeInTheDocument();
  });
});
