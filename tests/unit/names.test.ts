import { describe, expect, it } from 'vitest';
import { nameIn } from '../../domain/names';
import { placeText } from '../../domain/orders/record';

describe('a name in the interface language', () => {
  it('is the Arabic name on Arabic screens, the name where there is no Arabic one, and the name in English', () => {
    expect(nameIn('ar', { name: 'Giza', name_ar: 'الجيزة' })).toBe('الجيزة');
    expect(nameIn('ar', { name: 'Giza', name_ar: '' })).toBe('Giza');
    expect(nameIn('ar', { name: 'Giza', name_ar: null })).toBe('Giza');
    expect(nameIn('ar', { name: 'Giza' })).toBe('Giza');
    expect(nameIn('en', { name: 'Giza', name_ar: 'الجيزة' })).toBe('Giza');
  });

  it("names an order's place the same way, city and zone", () => {
    const order = { city_name: 'Giza', city_name_ar: 'الجيزة', zone_name: 'Dokki', zone_name_ar: '' };
    expect(placeText(order, 'ar')).toBe('الجيزة / Dokki');
    expect(placeText(order, 'en')).toBe('Giza / Dokki');
  });
});
