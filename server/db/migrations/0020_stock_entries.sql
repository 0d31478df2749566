CREATE TABLE "stock_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"to_warehouse_id" integer,
	"supplier" text DEFAULT '' NOT NULL,
	"reason" text,
	"entry_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"posted_by" integer,
	"posted_at" timestamp with time zone,
	"reversed_by" integer,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_entries_kind_check" CHECK ("stock_entries"."kind" in ('receipt', 'transfer', 'adjustment')),
	CONSTRAINT "stock_entries_status_check" CHECK ("stock_entries"."status" in ('draft', 'posted', 'reversed')),
	CONSTRAINT "stock_entries_places_check" CHECK (("stock_entries"."kind" = 'transfer') = ("stock_entries"."to_warehouse_id" is not null) and "stock_entries"."to_warehouse_id" is distinct from "stock_entries"."warehouse_id"),
	CONSTRAINT "stock_entries_reason_check" CHECK (("stock_entries"."kind" = 'adjustment') = ("stock_entries"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "stock_entry_lines" (
	"entry_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_entry_lines_entry_id_material_id_pk" PRIMARY KEY("entry_id","material_id"),
	CONSTRAINT "stock_entry_lines_quantity_check" CHECK ("stock_entry_lines"."quantity" > 0),
	CONSTRAINT "stock_entry_lines_cost_check" CHECK ("stock_entry_lines"."unit_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD COLUMN "unit" text DEFAULT 'piece' NOT NULL;--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD COLUMN "size" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD COLUMN "unit_cost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD COLUMN "price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD COLUMN "reorder_point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD COLUMN "received_quantity" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD COLUMN "received_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entry_lines" ADD CONSTRAINT "stock_entry_lines_entry_id_stock_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."stock_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entry_lines" ADD CONSTRAINT "stock_entry_lines_material_id_packaging_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_entries_list_idx" ON "stock_entries" USING btree ("entry_date","id");--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD CONSTRAINT "packaging_materials_unit_check" CHECK ("packaging_materials"."unit" in ('piece', 'pack', 'roll', 'box', 'meter'));--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD CONSTRAINT "packaging_materials_money_check" CHECK ("packaging_materials"."unit_cost" >= 0 and "packaging_materials"."price" >= 0 and "packaging_materials"."reorder_point" >= 0);--> statement-breakpoint
ALTER TABLE "packaging_materials" ADD CONSTRAINT "packaging_materials_received_check" CHECK ("packaging_materials"."received_quantity" >= 0 and "packaging_materials"."received_value" >= 0);