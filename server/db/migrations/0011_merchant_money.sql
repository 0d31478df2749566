CREATE SEQUENCE "public"."statement_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5001 CACHE 1;--> statement-breakpoint
CREATE TABLE "customer_closings" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('statement_number_seq') NOT NULL,
	"customer_id" integer NOT NULL,
	"order_count" integer NOT NULL,
	"collected" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"return_fees" bigint NOT NULL,
	"adjustments" bigint NOT NULL,
	"net" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"collect_request_id" integer,
	"transaction_id" bigint,
	"idempotency_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"expense_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"receipt_media_id" text,
	"transaction_id" bigint,
	"removed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_days" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "merchant_days" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"collected" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"return_fees" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_days_customer_id_day_pk" PRIMARY KEY("customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone,
	CONSTRAINT "payout_batches_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"transaction_id" bigint,
	"reversal_id" bigint,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "settled_entries" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"customer_closing_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_closing_id" integer;--> statement-breakpoint
ALTER TABLE "customer_closings" ADD CONSTRAINT "customer_closings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_closings" ADD CONSTRAINT "customer_closings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_closings" ADD CONSTRAINT "customer_closings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_receipt_media_id_media_files_id_fk" FOREIGN KEY ("receipt_media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_days" ADD CONSTRAINT "ledger_days_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reversal_id_ledger_transactions_id_fk" FOREIGN KEY ("reversal_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settled_entries" ADD CONSTRAINT "settled_entries_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settled_entries" ADD CONSTRAINT "settled_entries_customer_closing_id_customer_closings_id_fk" FOREIGN KEY ("customer_closing_id") REFERENCES "public"."customer_closings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_closings_number_key" ON "customer_closings" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_closings_idempotency_key" ON "customer_closings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "customer_closings_customer_idx" ON "customer_closings" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "customer_closings_date_idx" ON "customer_closings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("expense_date","id");--> statement-breakpoint
CREATE INDEX "ledger_days_day_idx" ON "ledger_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "merchant_days_day_idx" ON "merchant_days" USING btree ("day","customer_id");--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "payouts_customer_idx" ON "payouts" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_pending_key" ON "payouts" USING btree ("customer_id") WHERE "payouts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "settled_entries_closing_idx" ON "settled_entries" USING btree ("customer_closing_id");--> statement-breakpoint
CREATE INDEX "orders_unsettled_idx" ON "orders" USING btree ("customer_id","status") WHERE "orders"."customer_closing_id" is null and "orders"."status" in ('Delivered', 'Collected', 'Returned');--> statement-breakpoint
-- The daily tables start from the entries already posted (server/ledger/days.ts keeps them from now on).
INSERT INTO "ledger_days" ("account_id", "day", "amount")
  SELECT "account_id", ("posted_at" AT TIME ZONE 'Africa/Cairo')::date, sum("amount") FROM "ledger_entries" GROUP BY 1, 2;--> statement-breakpoint
WITH "tx" AS (
  SELECT "id", "kind", "posted_at" FROM "ledger_transactions"
  WHERE "order_id" IS NOT NULL AND "kind" IN ('delivered', 'partial', 'returned', 'fee_adjustment', 'correction', 'reversal')
), "legs" AS (
  SELECT e."transaction_id", a."kind", a."owner_id", e."amount" FROM "ledger_entries" e
  JOIN "ledger_accounts" a ON a."id" = e."account_id" WHERE e."transaction_id" IN (SELECT "id" FROM "tx")
), "whole" AS (
  SELECT "transaction_id",
    coalesce(sum("amount") FILTER (WHERE "kind" = 'delivery_revenue'), 0) AS "d",
    coalesce(sum("amount") FILTER (WHERE "kind" = 'return_revenue'), 0) AS "r",
    bool_or("kind" = 'shipper_cash') AS "cash",
    count(DISTINCT "owner_id") FILTER (WHERE "kind" = 'merchant') AS "merchants"
  FROM "legs" GROUP BY 1
), "merchant" AS (
  SELECT "transaction_id", "owner_id", sum("amount") AS "m" FROM "legs" WHERE "kind" = 'merchant' GROUP BY 1, 2
)
INSERT INTO "merchant_days" ("customer_id", "day", "delivered", "returned", "collected", "fees", "return_fees", "net")
  SELECT m."owner_id", (tx."posted_at" AT TIME ZONE 'Africa/Cairo')::date,
    sum(CASE WHEN w."merchants" > 1 THEN 0 WHEN tx."kind" IN ('delivered', 'partial') THEN 1 WHEN tx."kind" = 'reversal' AND w."cash" THEN -1 ELSE 0 END),
    sum(CASE WHEN w."merchants" > 1 THEN 0 WHEN tx."kind" = 'returned' THEN 1 WHEN tx."kind" = 'reversal' AND NOT w."cash" THEN -1 ELSE 0 END),
    sum(CASE WHEN w."merchants" > 1 THEN -m."m" ELSE -m."m" - w."d" - w."r" END),
    sum(CASE WHEN w."merchants" > 1 THEN 0 ELSE -w."d" END),
    sum(CASE WHEN w."merchants" > 1 THEN 0 ELSE -w."r" END),
    sum(-m."m")
  FROM "merchant" m JOIN "tx" ON tx."id" = m."transaction_id" JOIN "whole" w ON w."transaction_id" = m."transaction_id"
  GROUP BY 1, 2;
