import { describe, expect, it } from 'vitest';
import { validateCustomer, validateLookup, validatePasswordChange, validateUserAccount, validateZone, validateSiteSettings } from '../../domain/validation';
import { englishMessage } from '../../domain/messages';

const change = (password: string, new_password: string, confirm_password: string) => validatePasswordChange({ password, new_password, confirm_password });

describe('password change rules (spec section 5)', () => {
  it.each([
    ['', 'abcdef', 'abcdef', { password: 'validation.required' }],
    ['abc', 'abcdef', 'abcdef', { password: 'validation.password_min' }],
    ['a'.repeat(256), 'abcdef', 'abcdef', { password: 'validation.max_255' }],
    ['abcdef', '', '', { new_password: 'validation.required', confirm_password: 'validation.required' }],
    ['abcdef', 'abc', 'abc', { new_password: 'validation.password_min' }],
    ['abcdef', 'has space', 'has space', { new_password: 'validation.password_chars' }],
    ['abcdef', 'bad#char', 'bad#char', { new_password: 'validation.password_chars' }],
    ['abcdef', 'a'.repeat(256), 'a'.repeat(256), { new_password: 'validation.max_255' }],
    ['abcdef', 'good.pass_1@', 'other', { confirm_password: 'validation.passwords_match' }],
    ['abcdef', 'good.pass_1@', 'good.pass_1@', {}],
  ])('current %j, new %j, confirm %j', (password, next, confirm, expected) => {
    expect(change(password, next, confirm)).toEqual(expected);
  });

  it('uses the spec wording', () => {
    expect(englishMessage('validation.required')).toBe('Required');
    expect(englishMessage('validation.password_min')).toBe('Must be at least 6 characters');
    expect(englishMessage('validation.password_chars')).toBe('Password must have no spaces');
    expect(englishMessage('validation.passwords_match')).toBe('Passwords must match');
    expect(englishMessage('validation.phone_required')).toBe('Phone number is required');
    expect(englishMessage('validation.city_required')).toBe('City is required');
    expect(englishMessage('validation.name_required')).toBe('Name is required');
    expect(englishMessage('validation.username_required')).toBe('Username is required');
    expect(englishMessage('validation.password_required')).toBe('Password is required');
  });
});

describe('lookup and account rules', () => {
  it('needs a name, and a city for a zone', () => {
    expect(validateLookup({ name: '  ' })).toEqual({ name: 'validation.name_required' });
    expect(validateZone({ name: 'Maadi', city_id: null })).toEqual({ city_id: 'validation.city_required' });
    expect(validateZone({ name: 'Maadi', city_id: 3 })).toEqual({});
  });

  it('checks staff accounts', () => {
    expect(validateUserAccount({ username: '', email: 'x', first_name: '', last_name: '', password: '' }, true)).toEqual({
      username: 'validation.username_required',
      email: 'validation.email_invalid',
      first_name: 'validation.name_required',
      password: 'validation.password_required',
    });
    expect(validateUserAccount({ username: 'sara', email: '', first_name: 'Sara', last_name: '' }, false)).toEqual({});
  });

  it('accepts empty site settings and refuses malformed links', () => {
    const empty = {
      company: '',
      logo: '',
      homeSlogin: '',
      address: '',
      email: '',
      phone: '',
      facebook_link: '',
      twitter_link: '',
      instgram_link: '',
      linkedin_link: '',
    };
    expect(validateSiteSettings(empty)).toEqual({});
    expect(validateSiteSettings({ ...empty, email: 'nope', facebook_link: 'facebook.com/x' })).toEqual({
      email: 'validation.email_invalid',
      facebook_link: 'validation.url_invalid',
    });
  });
});

describe('customer form rules with hidden contact details', () => {
  const base = { name: 'Nile Crafts', phone: '01012345678', city_id: 1, payout_method: 'mobile_wallet', payout_account: '' };
  it('asks for the payout account of a non-cash payout only from someone who may see it', () => {
    expect(validateCustomer(base)).toEqual({ payout_account: 'validation.required' });
    expect(validateCustomer({ ...base, contact_hidden: { phone: false, address: true, payout: true } })).toEqual({});
  });
});
