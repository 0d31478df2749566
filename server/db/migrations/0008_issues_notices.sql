CREATE TABLE "issue_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"side" text NOT NULL,
	"author_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"media_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_messages_side_check" CHECK ("issue_messages"."side" in ('merchant', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merchant_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_read_at" timestamp with time zone DEFAULT 'epoch' NOT NULL,
	CONSTRAINT "issues_thread_key_unique" UNIQUE("thread_key"),
	CONSTRAINT "issues_status_check" CHECK ("issues"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "content_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_params" jsonb;--> statement-breakpoint
ALTER TABLE "issue_messages" ADD CONSTRAINT "issue_messages_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_messages" ADD CONSTRAINT "issue_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_messages" ADD CONSTRAINT "issue_messages_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_messages_issue_idx" ON "issue_messages" USING btree ("issue_id","id");--> statement-breakpoint
CREATE INDEX "issues_customer_idx" ON "issues" USING btree ("customer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "issues_desk_idx" ON "issues" USING btree ("status","last_message_at");--> statement-breakpoint
-- A merchant hears of each of its parcels that goes Hold, Undelivered or Rejected, whatever made the move (one
-- order, a bulk move, an import): one notice for each active login of the customer, its text as message keys
-- (domain/messages.ts notifications.order_*) that each reader sees in its own language.
CREATE FUNCTION orders_merchant_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notifications (for_user, kind, subject, url, realated_entity_id, subject_key, content_key, message_params)
  SELECT u.id, 'notification', '', '/customerdashboard/orders/' || NEW.id, NEW.id::text,
         'notifications.order_' || lower(NEW.status), 'notifications.order_status_content', jsonb_build_object('serial', NEW.serial)
  FROM users u
  WHERE u.customer_id = NEW.customer_id AND u.is_active;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_merchant_notice AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('Hold', 'Undelivered', 'Rejected'))
  EXECUTE FUNCTION orders_merchant_notice();
