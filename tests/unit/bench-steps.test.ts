import { describe, expect, it } from 'vitest';
import { parseSteps, STEPS } from '../../bench/steps';

describe('the steps of npm run bench', () => {
  it('runs every step unless some are named, and only those named when they are', () => {
    expect([...parseSteps(undefined)]).toEqual([...STEPS]);
    expect([...parseSteps('merchant')]).toEqual(['merchant']);
    expect([...parseSteps('list, merchant')]).toEqual(['list', 'merchant']);
    expect([...parseSteps('closing')]).toEqual(['closing']);
    expect(STEPS).toContain('closing');
  });

  it('refuses a step it does not know, naming the ones it does', () => {
    expect(() => parseSteps('merchant,merchants')).toThrow(/unknown bench step\(s\): merchants; the steps are list, merchant/);
  });
});
