CREATE TABLE "material_charges" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"units" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_closings" ADD COLUMN "packaging" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_charges" ADD CONSTRAINT "material_charges_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_charges" ADD CONSTRAINT "material_charges_material_id_packaging_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_materials"("id") ON DELETE restrict ON UPDATE no action;