CREATE TABLE "evaluation_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_criteria_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "evaluation_scores" (
	"evaluation_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"score" smallint NOT NULL,
	CONSTRAINT "evaluation_scores_evaluation_id_criterion_id_pk" PRIMARY KEY("evaluation_id","criterion_id"),
	CONSTRAINT "evaluation_scores_range" CHECK ("evaluation_scores"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipper_id" integer,
	"user_id" integer,
	"month" date NOT NULL,
	"rated_by" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_one_subject" CHECK (("evaluations"."shipper_id" is null) <> ("evaluations"."user_id" is null)),
	CONSTRAINT "evaluations_first_of_month" CHECK (extract(day from "evaluations"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "run_sheet_orders" ADD COLUMN "attempt" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "run_sheet_orders" ADD COLUMN "went_again" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_scores" ADD CONSTRAINT "evaluation_scores_criterion_id_evaluation_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."evaluation_criteria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_shipper_month_key" ON "evaluations" USING btree ("shipper_id","month") WHERE "evaluations"."shipper_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_user_month_key" ON "evaluations" USING btree ("user_id","month") WHERE "evaluations"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "evaluations_month_idx" ON "evaluations" USING btree ("month");--> statement-breakpoint
-- Each sheet line numbered among its parcel's sheets in day order, those a later sheet took again marked.
UPDATE "run_sheet_orders" r SET "attempt" = x.n, "went_again" = x.n < x.total
  FROM (SELECT rso.run_sheet_id, rso.order_id, row_number() OVER (PARTITION BY rso.order_id ORDER BY s.day, s.id) AS n,
      count(*) OVER (PARTITION BY rso.order_id) AS total
    FROM "run_sheet_orders" rso JOIN "run_sheets" s ON s.id = rso.run_sheet_id) x
  WHERE r.run_sheet_id = x.run_sheet_id AND r.order_id = x.order_id AND (x.n > 1 OR x.n < x.total);
