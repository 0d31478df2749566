-- Ledger rows (money's transactions and entries, and the stock's moves) are never updated, deleted or truncated:
-- a mistake is corrected by a reversing transaction or move (design.md section 11).

CREATE OR REPLACE FUNCTION public.ledger_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $function$;

CREATE TRIGGER ledger_entries_immutable BEFORE DELETE OR UPDATE ON public.ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON public.ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_immutable BEFORE DELETE OR UPDATE ON public.ledger_transactions FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER stock_moves_immutable BEFORE DELETE OR UPDATE ON public.stock_moves FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER stock_moves_no_truncate BEFORE TRUNCATE ON public.stock_moves FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
