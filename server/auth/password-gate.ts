/**
 * Bounds the scrypt work of this server process (each check takes about 0.1 s of a core and 32 MB): at most
 * `active` run at once, at most `waiting` wait, and one source address may hold at most `perSource` of the
 * places. Waiting checks are served in turn per source address, so a real user's login waits for at most one
 * check of each hammering address instead of all of them. What does not fit is refused at once (GateFull),
 * never queued without bound.
 *
 * This is the one piece of login state kept in process memory. It protects this process's CPU and is not a
 * security limit: the limit on guesses is counted in the database (throttle.ts), shared by every process.
 */
export interface GateLimits {
  active: number;
  waiting: number;
  perSource: number;
}

export const DEFAULT_GATE_LIMITS: GateLimits = { active: 2, waiting: 64, perSource: 10 };

export class GateFull extends Error {
  constructor() {
    super('Too many password checks are waiting');
  }
}

export interface PasswordGate {
  /** Runs `task` when its turn comes; throws GateFull when there is no place for it. */
  run: <T>(source: string, task: () => Promise<T>) => Promise<T>;
}

export function createPasswordGate(limits: GateLimits = DEFAULT_GATE_LIMITS): PasswordGate {
  let active = 0;
  let waiting = 0;
  const held = new Map<string, number>();
  /** Waiting starts per source; the map's order is the turn order, and a served source moves to the back. */
  const queues = new Map<string, (() => void)[]>();

  const startNext = () => {
    while (active < limits.active) {
      const next = queues.entries().next();
      if (next.done) return;
      const [source, queue] = next.value;
      const start = queue.shift()!;
      queues.delete(source);
      if (queue.length > 0) queues.set(source, queue);
      waiting -= 1;
      active += 1;
      start();
    }
  };

  const take = (source: string): Promise<void> => {
    if (active < limits.active && waiting === 0) {
      active += 1;
      return Promise.resolve();
    }
    waiting += 1;
    return new Promise((resolve) => {
      const queue = queues.get(source);
      if (queue) queue.push(resolve);
      else queues.set(source, [resolve]);
    });
  };

  return {
    run: async (source, task) => {
      const mine = held.get(source) ?? 0;
      const mustWait = active >= limits.active || waiting > 0;
      if (mine >= limits.perSource || (mustWait && waiting >= limits.waiting)) throw new GateFull();
      held.set(source, mine + 1);
      try {
        await take(source);
        try {
          return await task();
        } finally {
          active -= 1;
          startNext();
        }
      } finally {
        const left = (held.get(source) ?? 1) - 1;
        if (left > 0) held.set(source, left);
        else held.delete(source);
      }
    },
  };
}
