CREATE TABLE "configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geocoded_places" (
	"place" text NOT NULL,
	"lang" text NOT NULL,
	"address" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geocoded_places_place_lang_pk" PRIMARY KEY("place","lang")
);
--> statement-breakpoint
CREATE TABLE "shipper_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipper_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "shipper_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "shipper_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipper_id" integer NOT NULL,
	"device_id" integer,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" real,
	CONSTRAINT "shipper_positions_place" CHECK ("shipper_positions"."latitude" between -90 and 90 and "shipper_positions"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_devices" ADD CONSTRAINT "shipper_devices_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_devices" ADD CONSTRAINT "shipper_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_positions" ADD CONSTRAINT "shipper_positions_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_positions" ADD CONSTRAINT "shipper_positions_device_id_shipper_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."shipper_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipper_devices_shipper_idx" ON "shipper_devices" USING btree ("shipper_id");--> statement-breakpoint
CREATE INDEX "shipper_positions_shipper_at_idx" ON "shipper_positions" USING btree ("shipper_id","at");--> statement-breakpoint
CREATE INDEX "order_events_staff_work_idx" ON "order_events" USING btree ("user_id","at") WHERE "order_events"."action" in ('create', 'update');--> statement-breakpoint
CREATE INDEX "hub_scans_order_in_idx" ON "hub_scans" USING btree ("order_id","at") WHERE "hub_scans"."direction" = 'in' and "hub_scans"."result" = 'accepted';