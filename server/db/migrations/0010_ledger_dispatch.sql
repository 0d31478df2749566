CREATE SEQUENCE "public"."closing_receipt_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "closed_entries" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"closing_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_orders" (
	"closing_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"role" text NOT NULL,
	"expected" bigint DEFAULT 0 NOT NULL,
	"cashed" bigint DEFAULT 0 NOT NULL,
	"received" boolean DEFAULT true NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "closing_orders_closing_id_order_id_role_pk" PRIMARY KEY("closing_id","order_id","role")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer,
	"amount" bigint NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"closing_id" integer,
	"request_id" integer,
	"reverses_id" bigint,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_id" integer,
	"shipper_id" integer,
	"closing_id" integer,
	"amount" bigint,
	"previous" bigint,
	"reason" text NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"transaction_id" bigint,
	"idempotency_key" text,
	CONSTRAINT "money_requests_reason_present" CHECK (length(trim("money_requests"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "shipper_closings" (
	"id" serial PRIMARY KEY NOT NULL,
	"rc" integer DEFAULT nextval('closing_receipt_seq') NOT NULL,
	"shipper_id" integer NOT NULL,
	"closing_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expected" bigint NOT NULL,
	"counted" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"fees_kept" boolean DEFAULT true NOT NULL,
	"previous_debt" bigint NOT NULL,
	"difference" bigint NOT NULL,
	"denominations" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"transaction_id" bigint,
	"idempotency_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"serial" text NOT NULL,
	"order_id" integer,
	"shipper_id" integer,
	"result" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_sheet_orders" (
	"run_sheet_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_sheet_orders_run_sheet_id_order_id_pk" PRIMARY KEY("run_sheet_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "run_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipper_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_fees" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipper_closing_id" integer;--> statement-breakpoint
ALTER TABLE "closed_entries" ADD CONSTRAINT "closed_entries_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_entries" ADD CONSTRAINT "closed_entries_closing_id_shipper_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."shipper_closings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_orders" ADD CONSTRAINT "closing_orders_closing_id_shipper_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."shipper_closings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_closing_id_shipper_closings_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."shipper_closings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_closings" ADD CONSTRAINT "shipper_closings_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_closings" ADD CONSTRAINT "shipper_closings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_closings" ADD CONSTRAINT "shipper_closings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_closings" ADD CONSTRAINT "shipper_closings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_scans" ADD CONSTRAINT "hub_scans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_scans" ADD CONSTRAINT "hub_scans_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_scans" ADD CONSTRAINT "hub_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheet_orders" ADD CONSTRAINT "run_sheet_orders_run_sheet_id_run_sheets_id_fk" FOREIGN KEY ("run_sheet_id") REFERENCES "public"."run_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheet_orders" ADD CONSTRAINT "run_sheet_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheets" ADD CONSTRAINT "run_sheets_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sheets" ADD CONSTRAINT "run_sheets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_orders_order_idx" ON "closing_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "closing_orders_missed_idx" ON "closing_orders" USING btree ("closing_id") WHERE not "closing_orders"."received" and "closing_orders"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_kind_owner_key" ON "ledger_accounts" USING btree ("kind","owner_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account_id","posted_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_closing_idx" ON "ledger_transactions" USING btree ("closing_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_posted_idx" ON "ledger_transactions" USING btree ("posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_idempotency_key" ON "money_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "money_requests_desk_idx" ON "money_requests" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipper_closings_rc_key" ON "shipper_closings" USING btree ("rc");--> statement-breakpoint
CREATE UNIQUE INDEX "shipper_closings_idempotency_key" ON "shipper_closings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "shipper_closings_shipper_idx" ON "shipper_closings" USING btree ("shipper_id","closing_date");--> statement-breakpoint
CREATE INDEX "shipper_closings_date_idx" ON "shipper_closings" USING btree ("closing_date","id");--> statement-breakpoint
CREATE INDEX "hub_scans_at_idx" ON "hub_scans" USING btree ("at");--> statement-breakpoint
CREATE INDEX "hub_scans_user_idx" ON "hub_scans" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "run_sheet_orders_order_idx" ON "run_sheet_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "run_sheets_shipper_day_idx" ON "run_sheets" USING btree ("shipper_id","day");--> statement-breakpoint
CREATE INDEX "orders_follow_idx" ON "orders" USING btree ("order_date","status","shipper_id","rejected","status_code");--> statement-breakpoint
CREATE INDEX "orders_shipper_closing_idx" ON "orders" USING btree ("shipper_closing_id") WHERE "orders"."shipper_closing_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_shipper_held_idx" ON "orders" USING btree ("shipper_id") WHERE "orders"."status" in ('Out For Deliver', 'Hold', 'Undelivered', 'Rejected');
--> statement-breakpoint
-- The ledger is written once: an entry or a transaction is never changed or removed (design.md section 11); a
-- mistake is corrected by a reversing transaction that points at the one it corrects.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
