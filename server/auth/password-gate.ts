/**
 * Bounds the scrypt work of this server process (each check takes about 0.1 s of a core and 32 MB): at most
 * `active` run at once, at most `waiting` wait, and one source address may hold at most `perSource` of the
 * places. One source address never runs on every slot at once: one is always left for the others (a fair share),
 * so a login from another address starts at once, beside at most `active - 1` checks of a hammering address,
 * instead of waiting for them. Waiting checks are served in turn per source address. What does not fit is refused
 * at once (GateFull), never queued without bound.
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

const add = (counts: Map<string, number>, source: string, by: number) => {
  const next = (counts.get(source) ?? 0) + by;
  if (next > 0) counts.set(source, next);
  else counts.delete(source);
};

export function createPasswordGate(limits: GateLimits = DEFAULT_GATE_LIMITS): PasswordGate {
  /** The most slots one source may run on at once: all but one, so another source always finds one. */
  const fairShare = Math.max(1, limits.active - 1);
  let active = 0;
  let waiting = 0;
  const held = new Map<string, number>();
  const running = new Map<string, number>();
  /** Waiting starts per source; the map's order is the turn order, and a served source moves to the back. */
  const queues = new Map<string, (() => void)[]>();

  const mayStart = (source: string) => active < limits.active && (running.get(source) ?? 0) < fairShare;

  const start = (source: string) => {
    active += 1;
    add(running, source, 1);
  };

  const startNext = () => {
    for (const [source, queue] of [...queues]) {
      if (active >= limits.active) return;
      if (!mayStart(source)) continue;
      const resume = queue.shift()!;
      queues.delete(source);
      if (queue.length > 0) queues.set(source, queue);
      waiting -= 1;
      start(source);
      resume();
    }
  };

  const take = (source: string): Promise<void> => {
    if (mayStart(source) && !queues.has(source)) {
      start(source);
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
      const mustWait = !mayStart(source) || queues.has(source);
      if ((held.get(source) ?? 0) >= limits.perSource || (mustWait && waiting >= limits.waiting)) throw new GateFull();
      add(held, source, 1);
      try {
        await take(source);
        try {
          return await task();
        } finally {
          active -= 1;
          add(running, source, -1);
          startNext();
        }
      } finally {
        add(held, source, -1);
      }
    },
  };
}
