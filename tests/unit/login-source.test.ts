import { describe, expect, it } from 'vitest';
import { sourceOf } from '../../server/auth/source';
import { parseTrustProxy } from '../../server/lib/trust-proxy';
import { fromDatabaseError } from '../../server/plugins/errors';

describe('the source address failed logins are counted against', () => {
  it('is the IPv4 address itself, also when written in IPv6 form', () => {
    expect(sourceOf('203.0.113.9')).toBe('203.0.113.9');
    expect(sourceOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 network of an IPv6 address, however the address is written', () => {
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody unless set', () => {
    for (const value of [undefined, '', ' ', 'false']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes the proxies as addresses or networks, or true for every hop', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' 127.0.0.1 , 10.0.0.0/8 ')).toBe('127.0.0.1,10.0.0.0/8');
  });

  it('refuses a hop count, which Fastify could not check', () => {
    expect(() => parseTrustProxy('1')).toThrow(/not a number of hops/);
  });
});

describe('unique keys people know by name', () => {
  const violation = (constraint: string, detail: string) => ({ code: '23505', constraint, detail });

  it('answer a taken phone beside the field that holds it', () => {
    const error = fromDatabaseError(violation('customer_phones_pkey', 'Key (phone)=(01098765432) already exists.'), {
      phone: '01011111111',
      phone2: ' 01098765432 ',
    });
    expect(error?.statusCode).toBe(409);
    expect(error?.body()).toMatchObject({ key: 'customers.phone_taken', errors: { phone2: 'customers.phone_taken' } });
  });
});
