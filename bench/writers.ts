/**
 * The writers of the mixed workload, in their own process: `writers` loops that each create an order, then move
 * one of the orders they made a step further (Pending -> Out For Deliver with a shipper -> Delivered with its
 * cash), as order entry staff and dispatchers do while others read the lists.
 *
 *   node --import tsx bench/writers.ts <config.json>
 *
 * Prints the latency of every create and move (after the warm-up) as JSON, so that rounds can be put together.
 */
import { readFileSync } from 'node:fs';

export interface WriterInputs {
  /** Customers with a price for every city (a category), and zones with their city. */
  customers: number[];
  zones: { id: number; city_id: number }[];
  shippers: number[];
}

export interface WritersConfig {
  baseUrl: string;
  token: string;
  writers: number;
  seconds: number;
  warmupSeconds: number;
  inputs: WriterInputs;
}

/** What one run of the writers saw: every create's and move's latency (ms), over `seconds`. */
export interface WritersResult {
  createTimes: number[];
  moveTimes: number[];
  seconds: number;
  failures: number;
  firstFailure?: string;
}

interface Made {
  id: number;
  version: number;
  Order_Delivery_Status: string;
  total_amount: string;
}

async function main(): Promise<void> {
  const config = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as WritersConfig;
  const { inputs } = config;
  const headers = { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' };
  const createTimes: number[] = [];
  const moveTimes: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const measureFrom = started + config.warmupSeconds * 1000;
  const stopAt = measureFrom + config.seconds * 1000;

  const post = async (path: string, body: unknown, times: number[]): Promise<Made | undefined> => {
    const at = performance.now();
    const response = await fetch(`${config.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await response.text();
    if (at >= measureFrom) times.push(performance.now() - at);
    if (response.ok) return JSON.parse(text) as Made;
    failures += 1;
    firstFailure ??= `${path} answered ${response.status}: ${text.slice(0, 200)}`;
    return undefined;
  };

  const loop = async (writer: number) => {
    const open: Made[] = [];
    for (let n = 0; performance.now() < stopAt; n += 1) {
      const zone = inputs.zones[(writer * 7919 + n * 31) % inputs.zones.length]!;
      const phone = `01${'0125'[n % 4]}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const made = await post(
        '/api/addorders/order/',
        {
          customer: inputs.customers[(writer + n) % inputs.customers.length],
          city: zone.city_id,
          zone: zone.id,
          full_name: `Bench Recipient ${writer}-${n}`,
          phone,
          address: `${n} Bench Street`,
          shipment_contents: 'Clothes',
          total_amount: String(150 + (n % 40) * 5),
          ...(n % 2 ? { customer_serial: `B${writer}-${Date.now()}-${n}` } : {}),
        },
        createTimes,
      );
      if (made) open.push(made);
      const next = open.shift();
      if (!next) continue;
      const move =
        next.Order_Delivery_Status === 'Pending'
          ? { status: 'Out For Deliver', shipper: inputs.shippers[n % inputs.shippers.length] }
          : { status: 'Delivered', collected_amount: next.total_amount };
      const moved = await post('/api/orders/orders_status_update/', { id: next.id, version: next.version, ...move }, moveTimes);
      if (moved?.Order_Delivery_Status === 'Out For Deliver') open.push(moved);
    }
  };
  await Promise.all(Array.from({ length: config.writers }, (_, i) => loop(i)));
  const result: WritersResult = { createTimes, moveTimes, seconds: config.seconds, failures, firstFailure };
  process.stdout.write(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
