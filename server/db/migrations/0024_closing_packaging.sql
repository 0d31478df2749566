CREATE TABLE "material_charges" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"units" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_hand_back_lines" (
	"hand_back_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"returned" integer NOT NULL,
	"missing" integer NOT NULL,
	"unit_cost" bigint NOT NULL,
	CONSTRAINT "material_hand_back_lines_hand_back_id_material_id_pk" PRIMARY KEY("hand_back_id","material_id"),
	CONSTRAINT "material_hand_back_lines_check" CHECK ("material_hand_back_lines"."returned" >= 0 and "material_hand_back_lines"."missing" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_hand_backs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipper_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"missing_value" bigint DEFAULT 0 NOT NULL,
	"money_request_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_closings" ADD COLUMN "packaging" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_charges" ADD CONSTRAINT "material_charges_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_charges" ADD CONSTRAINT "material_charges_material_id_packaging_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_hand_back_lines" ADD CONSTRAINT "material_hand_back_lines_hand_back_id_material_hand_backs_id_fk" FOREIGN KEY ("hand_back_id") REFERENCES "public"."material_hand_backs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_hand_back_lines" ADD CONSTRAINT "material_hand_back_lines_material_id_packaging_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_hand_backs" ADD CONSTRAINT "material_hand_backs_shipper_id_shippers_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."shippers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_hand_backs" ADD CONSTRAINT "material_hand_backs_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_hand_backs" ADD CONSTRAINT "material_hand_backs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_hand_backs_key" ON "material_hand_backs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "material_hand_backs_shipper_idx" ON "material_hand_backs" USING btree ("shipper_id","id");