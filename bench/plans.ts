/**
 * The order list's statement (and the follow-up's) planned both ways (db/prepared.ts): for each common filter that is prepared (not the
 * searches: server/orders/list.ts preparable), as each caller, the plan
 * PostgreSQL makes for the values (custom) and the one it keeps for any values (generic) must use the same
 * indexes, or the prepared statement would serve some filters worse than planning each request. Also prints what
 * planning each request would cost.
 */
import pg from 'pg';
import { followWhere } from '../server/orders/follow/conditions';
import { listStatement, preparable } from '../server/orders/list';
import { windowOf } from '../server/lib/rest/paging';
import type { DataFacts } from './facts';
import { LIST_QUERIES } from './list-latency';
import { fmt, type Measurement } from './report';
import { specFilter, type Caller } from './callers';

interface PlanNode {
  'Index Name'?: string;
  Plans?: PlanNode[];
}
interface Explained {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

/** The indexes of orders a plan reads (the lookups' keys, joined for ten rows, may be read either way). */
const RUNS = 5;

const indexesOf = (node: PlanNode): string[] => [
  ...(node['Index Name']?.startsWith('orders_') ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesOf),
];
const describe = (plan: Explained) => `${indexesOf(plan.Plan).join('+')} (plan ${fmt(plan['Planning Time'], 2)} ms, run ${fmt(plan['Execution Time'], 2)} ms)`;
const followUpStatement = (scope: Caller['scope']) => {
  const { filter, extra } = followWhere(scope, {});
  return listStatement(scope, filter, windowOf({}), extra);
};
const sameSet = (a: string[], b: string[]) => [...new Set(a)].sort().join() === [...new Set(b)].sort().join();

/** A parameter as an SQL literal, for EXECUTE (which takes no bound parameters). */
const literal = (client: pg.Client, value: unknown): string =>
  value === null || value === undefined ? 'NULL' : client.escapeLiteral(Array.isArray(value) ? `{${value.join(',')}}` : String(value));

/** The plan of `mode` and its fastest of RUNS runs (one run's time is too noisy to compare two plans by). */
async function explain(client: pg.Client, mode: 'force_custom_plan' | 'force_generic_plan', args: string): Promise<Explained> {
  await client.query(`set plan_cache_mode = ${mode}`);
  const runs: Explained[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await client.query<{ 'QUERY PLAN': Explained[] }>(`explain (analyze, format json) execute list_plan(${args})`);
    runs.push(result.rows[0]!['QUERY PLAN'][0]!);
  }
  return runs.reduce((best, run) => (run['Execution Time'] < best['Execution Time'] ? run : best));
}

export async function measurePlans(databaseUrl: string, callers: readonly Caller[], facts: DataFacts): Promise<Measurement> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const filters = [
    { name: 'spec list', filter: specFilter(facts) },
    ...LIST_QUERIES.map((query) => ({ name: query.name, filter: query.filter(1, facts) })),
  ].filter(({ filter }) => preparable(filter));
  // The follow-up of today is prepared too (its parcels come as one array of ids: list-routes.ts).
  const statements = (scope: Caller['scope']) => [
    ...filters.map(({ name, filter }) => ({ name, statement: listStatement(scope, filter, windowOf({})) })),
    { name: 'follow-up of today', statement: followUpStatement(scope) },
  ];
  const other: string[] = [];
  let worse = 0;
  const planning: number[] = [];
  try {
    for (const caller of callers)
      for (const { name, statement } of statements(caller.scope)) {
        await client.query(`prepare list_plan as ${statement.sql}`);
        const args = statement.params.map((value) => literal(client, value)).join(', ');
        const custom = await explain(client, 'force_custom_plan', args);
        const generic = await explain(client, 'force_generic_plan', args);
        await client.query('deallocate list_plan');
        planning.push(custom['Planning Time']);
        // A generic plan may take other indexes of orders where it is no slower than planning for the values.
        const same = sameSet(indexesOf(custom.Plan), indexesOf(generic.Plan));
        if (!same) other.push(`${name} as ${caller.who}: custom ${describe(custom)}, generic ${describe(generic)}`);
        if (!same && generic['Execution Time'] > custom['Execution Time'] + custom['Planning Time']) worse += 1;
      }
  } finally {
    await client.end();
  }
  const sorted = planning.sort((a, b) => a - b);
  return {
    what: 'order list: prepared statements planned once',
    engine: 'postgres',
    figure: `${planning.length - other.length} of ${planning.length} filters plan the same indexes, ${worse} run slower than planning each time would; planning each request would take ${fmt(sorted[0] ?? 0, 2)}-${fmt(sorted.at(-1) ?? 0, 2)} ms`,
    value: worse,
    unit: 'filters',
    budget: 'none slower',
    pass: worse === 0,
    note: other.length ? other.join('; ') : undefined,
  };
}
