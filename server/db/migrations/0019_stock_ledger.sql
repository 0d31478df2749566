CREATE TABLE "stock_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"material_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"document" text DEFAULT '' NOT NULL,
	"document_id" integer,
	"reverses_id" bigint,
	"idempotency_key" text NOT NULL,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_moves_quantity_check" CHECK ("stock_moves"."quantity" > 0),
	CONSTRAINT "stock_moves_places_check" CHECK ("stock_moves"."from_id" <> "stock_moves"."to_id")
);
--> statement-breakpoint
CREATE TABLE "stock_quantities" (
	"material_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"counted" boolean NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_quantities_material_id_location_id_pk" PRIMARY KEY("material_id","location_id"),
	CONSTRAINT "stock_quantities_counted_check" CHECK (not "stock_quantities"."counted" or "stock_quantities"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"keeper_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_material_id_packaging_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_from_id_stock_locations_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_to_id_stock_locations_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_quantities" ADD CONSTRAINT "stock_quantities_material_id_packaging_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_quantities" ADD CONSTRAINT "stock_quantities_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_keeper_id_users_id_fk" FOREIGN KEY ("keeper_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_kind_owner_key" ON "stock_locations" USING btree ("kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_moves_idempotency_key" ON "stock_moves" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_moves_reverses_key" ON "stock_moves" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "stock_moves_from_idx" ON "stock_moves" USING btree ("from_id","material_id","moved_at");--> statement-breakpoint
CREATE INDEX "stock_moves_to_idx" ON "stock_moves" USING btree ("to_id","material_id","moved_at");--> statement-breakpoint
CREATE INDEX "stock_moves_document_idx" ON "stock_moves" USING btree ("document","document_id");--> statement-breakpoint
CREATE INDEX "stock_quantities_location_idx" ON "stock_quantities" USING btree ("location_id");--> statement-breakpoint
CREATE TRIGGER stock_moves_immutable BEFORE DELETE OR UPDATE ON public.stock_moves FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER stock_moves_no_truncate BEFORE TRUNCATE ON public.stock_moves FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
