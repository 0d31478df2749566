import { describe, expect, it } from 'vitest';
import { createPasswordGate, GateFull } from '../../server/auth/password-gate';
import { createImportGate } from '../../server/orders/import/gate';

/** A task that finishes when the test says so, recording when it started. */
function controlled(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const task = async () => {
    started.push(name);
    await done;
    return name;
  };
  return { task, finish };
}

/** Lets every queued microtask run, so the gate hands out the places it can. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('password gate', () => {
  it('runs at most `active` checks at once and starts the next when one ends', async () => {
    const gate = createPasswordGate({ active: 2, waiting: 10, perSource: 10 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => controlled(started, name));
    const runs = tasks.map((c, i) => gate.run(`10.0.0.${i}`, c.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    tasks[0]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks.slice(1).forEach((c) => c.finish());
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
  });

  it('serves waiting sources in turn: a real login waits for one check of the hammering address, not all of them', async () => {
    const gate = createPasswordGate({ active: 1, waiting: 20, perSource: 10 });
    const started: string[] = [];
    const attack = Array.from({ length: 8 }, (_, i) => controlled(started, `attack-${i}`));
    const attackRuns = attack.map((c) => gate.run('203.0.113.66', c.task));
    const real = controlled(started, 'real');
    const realRun = gate.run('198.51.100.20', real.task);
    await settle();
    expect(started).toEqual(['attack-0']);
    attack[0]!.finish();
    await settle();
    expect(started).toEqual(['attack-0', 'attack-1']);
    attack[1]!.finish();
    await settle();
    expect(started).toEqual(['attack-0', 'attack-1', 'real']);
    real.finish();
    attack.forEach((c) => c.finish());
    await Promise.all([realRun, ...attackRuns]);
  });

  it('leaves a slot to other addresses: a login from elsewhere starts at once beside a hammering address', async () => {
    const gate = createPasswordGate({ active: 2, waiting: 20, perSource: 10 });
    const started: string[] = [];
    const attack = Array.from({ length: 8 }, (_, i) => controlled(started, `attack-${i}`));
    const attackRuns = attack.map((c) => gate.run('203.0.113.66', c.task));
    await settle();
    expect(started).toEqual(['attack-0']);
    const real = controlled(started, 'real');
    const realRun = gate.run('198.51.100.20', real.task);
    await settle();
    expect(started).toEqual(['attack-0', 'real']);
    real.finish();
    await realRun;
    await settle();
    // The free slot goes back to waiting work, never more than one at a time to one address.
    expect(started).toEqual(['attack-0', 'real']);
    attack[0]!.finish();
    await settle();
    expect(started).toEqual(['attack-0', 'real', 'attack-1']);
    attack.forEach((c) => c.finish());
    await Promise.all(attackRuns);
  });

  it('refuses at once beyond the places of one source or of the whole queue, and frees places when checks end', async () => {
    const gate = createPasswordGate({ active: 1, waiting: 2, perSource: 2 });
    const started: string[] = [];
    const held = [controlled(started, 'x1'), controlled(started, 'x2'), controlled(started, 'y1')];
    const runs = [gate.run('x', held[0]!.task), gate.run('x', held[1]!.task)];
    await expect(gate.run('x', async () => 'x3')).rejects.toBeInstanceOf(GateFull);
    runs.push(gate.run('y', held[2]!.task));
    await expect(gate.run('z', async () => 'z1')).rejects.toBeInstanceOf(GateFull);
    held.forEach((c) => c.finish());
    await Promise.all(runs);
    expect(await gate.run('x', async () => 'again')).toBe('again');
  });

  it('gives the place back when a check fails', async () => {
    const gate = createPasswordGate({ active: 1, waiting: 0, perSource: 1 });
    await expect(gate.run('x', () => Promise.reject(new Error('broken hash')))).rejects.toThrow('broken hash');
    expect(await gate.run('x', async () => 'next')).toBe('next');
  });
});

describe('import gate', () => {
  it('reads one file at a time per account and at most two in all, refusing the rest at once', async () => {
    const gate = createImportGate(2);
    const started: string[] = [];
    const first = controlled(started, 'first');
    const running = gate(7, first.task);
    await settle();
    await expect(gate(7, async () => 'second of the same account')).rejects.toMatchObject({ statusCode: 409, key: 'import.busy' });
    const other = controlled(started, 'other');
    const otherRun = gate(8, other.task);
    await settle();
    await expect(gate(9, async () => 'a third at once')).rejects.toMatchObject({ statusCode: 503, key: 'import.server_busy' });
    first.finish();
    other.finish();
    expect(await Promise.all([running, otherRun])).toEqual(['first', 'other']);
    expect(await gate(7, async () => 'next')).toBe('next');
  });
});
