CREATE TABLE "login_attempts" (
	"username" text NOT NULL,
	"source" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_attempts_username_source_pk" PRIMARY KEY("username","source")
);
--> statement-breakpoint
CREATE TABLE "customer_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "customer_phones" ADD CONSTRAINT "customer_phones_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_window_idx" ON "login_attempts" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "customer_phones_customer_idx" ON "customer_phones" USING btree ("customer_id");--> statement-breakpoint
-- One phone belongs to one customer. The trigger keeps customer_phones equal to the first and second phones of
-- every customer, inside the statement that writes the customer, so a phone another customer holds fails on
-- the primary key (23505, answered 409 'customers.phone_taken'). A customer's two phones may be equal.
CREATE FUNCTION customer_phones_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.phone IS NOT DISTINCT FROM OLD.phone AND NEW.phone2 IS NOT DISTINCT FROM OLD.phone2 THEN
      RETURN NEW;
    END IF;
    DELETE FROM customer_phones WHERE customer_id = OLD.id;
  END IF;
  INSERT INTO customer_phones (phone, customer_id)
    SELECT DISTINCT p, NEW.id FROM unnest(ARRAY[NEW.phone, NEW.phone2]) AS p WHERE p <> '';
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER customers_phones_sync AFTER INSERT OR UPDATE OF phone, phone2 ON customers
  FOR EACH ROW EXECUTE FUNCTION customer_phones_sync();--> statement-breakpoint
-- Numbers shared before this rule stay with the customer created first; the others keep theirs on record and
-- are refused only when their phones are next edited.
INSERT INTO customer_phones (phone, customer_id)
  SELECT phone, id FROM (
    SELECT DISTINCT ON (p) p AS phone, id FROM customers, unnest(ARRAY[phone, phone2]) AS p WHERE p <> '' ORDER BY p, id
  ) AS firsts
  ON CONFLICT DO NOTHING;
