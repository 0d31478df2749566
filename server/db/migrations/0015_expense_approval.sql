CREATE TABLE "money_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"expense_approval_above" bigint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_policy_one_row" CHECK ("money_policy"."id" = 1),
	CONSTRAINT "money_policy_above_positive" CHECK ("money_policy"."expense_approval_above" >= 0)
);
--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "expense_id" integer;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "status" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "money_policy" ADD CONSTRAINT "money_policy_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_status_check" CHECK ("expenses"."status" in ('posted', 'pending', 'refused'));