CREATE TABLE "customer_closing_orders" (
	"customer_closing_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"collected" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"return_fees" bigint NOT NULL,
	"adjustments" bigint NOT NULL,
	"net" bigint NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "customer_closing_orders_customer_closing_id_order_id_pk" PRIMARY KEY("customer_closing_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "customer_closing_orders" ADD CONSTRAINT "customer_closing_orders_customer_closing_id_customer_closings_id_fk" FOREIGN KEY ("customer_closing_id") REFERENCES "public"."customer_closings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_closing_orders_order_idx" ON "customer_closing_orders" USING btree ("order_id");