CREATE TABLE "run_sheet_figures" (
	"run_sheet_id" integer NOT NULL,
	"shipper_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"first" boolean NOT NULL,
	"went_again" boolean NOT NULL,
	"parcels" integer NOT NULL,
	CONSTRAINT "run_sheet_figures_run_sheet_id_status_first_went_again_pk" PRIMARY KEY("run_sheet_id","status","first","went_again")
);
--> statement-breakpoint
ALTER TABLE "run_sheet_orders" ADD COLUMN "status" text;--> statement-breakpoint
UPDATE "run_sheet_orders" l SET "status" = o.status FROM orders o WHERE o.id = l.order_id;--> statement-breakpoint
ALTER TABLE "run_sheet_orders" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "run_sheet_figures" ADD CONSTRAINT "run_sheet_figures_run_sheet_id_run_sheets_id_fk" FOREIGN KEY ("run_sheet_id") REFERENCES "public"."run_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_sheet_figures_day_idx" ON "run_sheet_figures" USING btree ("day");--> statement-breakpoint
-- A line written without the parcel's status (the hand-over, the demo, the bench) takes the order's.
CREATE OR REPLACE FUNCTION run_sheet_line_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.status := (SELECT status FROM orders WHERE id = NEW.order_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER run_sheet_orders_status BEFORE INSERT ON run_sheet_orders
  FOR EACH ROW WHEN (NEW.status IS NULL) EXECUTE FUNCTION run_sheet_line_status();--> statement-breakpoint
-- A statement that changes orders' statuses moves their sheet lines' with them (and so the sheets' figures).
CREATE OR REPLACE FUNCTION orders_sheet_status_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE run_sheet_orders l SET status = n.status
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status IS DISTINCT FROM o.status AND l.order_id = n.id AND l.status IS DISTINCT FROM n.status;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_sheet_status AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_sheet_status_follow();--> statement-breakpoint
-- The sheets' figures (schema/dispatch.ts run_sheet_figures) follow every statement that changes sheet lines: the
-- lines it removed taken off, those it wrote added, in one upsert whichever the statement was. A line of a sheet
-- being deleted counts nowhere (its figures go with the sheet).
CREATE OR REPLACE FUNCTION run_sheet_figures_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT run_sheet_id, status, attempt, went_again, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT run_sheet_id, status, attempt, went_again, -1 AS sign FROM old_rows'
    ELSE 'SELECT run_sheet_id, status, attempt, went_again, 1 AS sign FROM new_rows
      UNION ALL SELECT run_sheet_id, status, attempt, went_again, -1 FROM old_rows' END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE run_sheet_figures;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO run_sheet_figures AS f (run_sheet_id, shipper_id, day, status, first, went_again, parcels)
      SELECT * FROM (
        SELECT c.run_sheet_id, s.shipper_id, s.day, c.status, c.attempt = 1, c.went_again, sum(c.sign)::int AS parcels
        FROM (%s) c JOIN run_sheets s ON s.id = c.run_sheet_id
        GROUP BY 1, 2, 3, 4, 5, 6) g
      WHERE parcels <> 0 ORDER BY 1, 4, 5, 6
      ON CONFLICT (run_sheet_id, status, first, went_again) DO UPDATE SET parcels = f.parcels + excluded.parcels$sql$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER run_sheet_orders_figures_insert AFTER INSERT ON run_sheet_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION run_sheet_figures_follow();--> statement-breakpoint
CREATE TRIGGER run_sheet_orders_figures_update AFTER UPDATE ON run_sheet_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION run_sheet_figures_follow();--> statement-breakpoint
CREATE TRIGGER run_sheet_orders_figures_delete AFTER DELETE ON run_sheet_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION run_sheet_figures_follow();--> statement-breakpoint
CREATE TRIGGER run_sheet_orders_figures_truncate AFTER TRUNCATE ON run_sheet_orders
  FOR EACH STATEMENT EXECUTE FUNCTION run_sheet_figures_follow();--> statement-breakpoint
-- A sheet moved to another day or courier (the app never does; a correction by hand might) takes its figures along.
CREATE OR REPLACE FUNCTION run_sheet_figures_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE run_sheet_figures SET shipper_id = NEW.shipper_id, day = NEW.day WHERE run_sheet_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER run_sheets_figures_move AFTER UPDATE OF shipper_id, day ON run_sheets
  FOR EACH ROW WHEN (NEW.shipper_id IS DISTINCT FROM OLD.shipper_id OR NEW.day IS DISTINCT FROM OLD.day)
  EXECUTE FUNCTION run_sheet_figures_move();--> statement-breakpoint
INSERT INTO run_sheet_figures (run_sheet_id, shipper_id, day, status, first, went_again, parcels)
  SELECT l.run_sheet_id, s.shipper_id, s.day, l.status, l.attempt = 1, l.went_again, count(*)::int
  FROM run_sheet_orders l JOIN run_sheets s ON s.id = l.run_sheet_id GROUP BY 1, 2, 3, 4, 5, 6;
