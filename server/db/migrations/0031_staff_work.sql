CREATE TABLE "configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_staff_work_idx" ON "order_events" USING btree ("user_id","at") WHERE "order_events"."action" in ('create', 'update');--> statement-breakpoint
CREATE INDEX "hub_scans_order_in_idx" ON "hub_scans" USING btree ("order_id","at") WHERE "hub_scans"."direction" = 'in' and "hub_scans"."result" = 'accepted';