DROP INDEX "orders_follow_idx";--> statement-breakpoint
CREATE INDEX "run_sheets_day_idx" ON "run_sheets" USING btree ("day");