CREATE TABLE "payout_statement" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"developer_id" text NOT NULL,
	"month" text NOT NULL,
	"currency" text NOT NULL,
	"sale_count" integer NOT NULL,
	"refund_count" integer NOT NULL,
	"gross" bigint NOT NULL,
	"taxes" bigint NOT NULL,
	"processing_fees" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"net" bigint NOT NULL,
	"developer_share" bigint NOT NULL,
	"platform_share" bigint NOT NULL,
	"carried_in" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"payout_amount" bigint NOT NULL,
	"carried_out" bigint NOT NULL,
	"minimum" bigint NOT NULL,
	"due_on" date NOT NULL,
	"status" text NOT NULL,
	"provider" text,
	"payout_reference" text,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_statement_month_check" CHECK ("payout_statement"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "payout_statement_currency_check" CHECK ("payout_statement"."currency" in ('USD', 'EUR', 'GBP')),
	CONSTRAINT "payout_statement_status_check" CHECK ("payout_statement"."status" in ('CARRIED', 'DUE', 'PAID')),
	CONSTRAINT "payout_statement_balance_check" CHECK ("payout_statement"."balance" = "payout_statement"."carried_in" + "payout_statement"."developer_share" and "payout_statement"."net" = "payout_statement"."developer_share" + "payout_statement"."platform_share" and "payout_statement"."balance" = "payout_statement"."payout_amount" + "payout_statement"."carried_out"),
	CONSTRAINT "payout_statement_paid_check" CHECK (("payout_statement"."status" = 'CARRIED') = ("payout_statement"."payout_amount" = 0) and ("payout_statement"."status" = 'PAID') = ("payout_statement"."payout_reference" is not null and "payout_statement"."paid_at" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_statement_month_idx" ON "payout_statement" USING btree ("developer_id","currency","month");--> statement-breakpoint
CREATE INDEX "payout_statement_month_status_idx" ON "payout_statement" USING btree ("month","status");--> statement-breakpoint
CREATE INDEX "sales_ledger_developer_recorded_idx" ON "sales_ledger" USING btree ("developer_id","recorded_at");--> statement-breakpoint
-- A closed month's statement is a record of money: its figures never change and it is never
-- deleted. The one change allowed is its payout being made: DUE becomes PAID, once, with the
-- provider and its reference. TRUNCATE fires no row trigger (the tests empty every table).
CREATE FUNCTION payout_statement_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payout_statement is kept: DELETE is not allowed';
  END IF;
  IF OLD.status = 'DUE' AND NEW.status = 'PAID'
    AND (to_jsonb(NEW) - 'status' - 'provider' - 'payout_reference' - 'paid_at')
      = (to_jsonb(OLD) - 'status' - 'provider' - 'payout_reference' - 'paid_at') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'payout_statement is kept: only a DUE payout may become PAID';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payout_statement_guard BEFORE UPDATE OR DELETE ON "payout_statement"
  FOR EACH ROW EXECUTE FUNCTION payout_statement_guard();
