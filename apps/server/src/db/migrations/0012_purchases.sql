CREATE TABLE "purchase" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"application_fee_minor" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider" text NOT NULL,
	"provider_checkout_id" text,
	"provider_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "purchase_provider_checkout_id_unique" UNIQUE("provider_checkout_id"),
	CONSTRAINT "purchase_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "purchase_status_check" CHECK ("purchase"."status" in ('PENDING', 'COMPLETED', 'REFUNDED')),
	CONSTRAINT "purchase_provider_check" CHECK ("purchase"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "purchase_currency_check" CHECK ("purchase"."currency" in ('USD', 'EUR', 'GBP')),
	CONSTRAINT "purchase_amounts_check" CHECK ("purchase"."price_minor" > 0 and "purchase"."application_fee_minor" >= 0 and "purchase"."application_fee_minor" <= "purchase"."price_minor")
);
--> statement-breakpoint
CREATE TABLE "sales_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"purchase_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"developer_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"currency" text NOT NULL,
	"gross" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"processing_fee" bigint NOT NULL,
	"refund" bigint NOT NULL,
	"net" bigint NOT NULL,
	"platform_fee" bigint NOT NULL,
	"provider_reference" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_ledger_provider_reference_unique" UNIQUE("provider_reference"),
	CONSTRAINT "sales_ledger_kind_check" CHECK ("sales_ledger"."kind" in ('SALE', 'REFUND')),
	CONSTRAINT "sales_ledger_currency_check" CHECK ("sales_ledger"."currency" in ('USD', 'EUR', 'GBP')),
	CONSTRAINT "sales_ledger_net_check" CHECK ("sales_ledger"."net" = "sales_ledger"."gross" - "sales_ledger"."tax" - "sales_ledger"."processing_fee" - "sales_ledger"."refund"),
	CONSTRAINT "sales_ledger_sale_check" CHECK ("sales_ledger"."kind" <> 'SALE' or ("sales_ledger"."gross" > 0 and "sales_ledger"."refund" = 0 and "sales_ledger"."tax" >= 0 and "sales_ledger"."processing_fee" >= 0)),
	CONSTRAINT "sales_ledger_refund_check" CHECK ("sales_ledger"."kind" <> 'REFUND' or ("sales_ledger"."gross" = 0 and "sales_ledger"."refund" > 0 and "sales_ledger"."tax" <= 0 and "sales_ledger"."processing_fee" <= 0))
);
--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_version_id_application_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."application_version"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_one_completed_idx" ON "purchase" USING btree ("buyer_id","application_id") WHERE "purchase"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "purchase_buyer_app_idx" ON "purchase" USING btree ("buyer_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_ledger_one_sale_idx" ON "sales_ledger" USING btree ("purchase_id") WHERE "sales_ledger"."kind" = 'SALE';--> statement-breakpoint
CREATE UNIQUE INDEX "sales_ledger_one_refund_idx" ON "sales_ledger" USING btree ("purchase_id") WHERE "sales_ledger"."kind" = 'REFUND';--> statement-breakpoint
CREATE INDEX "sales_ledger_app_idx" ON "sales_ledger" USING btree ("application_id","occurred_at");--> statement-breakpoint
CREATE INDEX "sales_ledger_developer_idx" ON "sales_ledger" USING btree ("developer_id","occurred_at");--> statement-breakpoint
-- The sales ledger is append-only: a sale or a refund is recorded once and never changed or
-- removed, whoever asks (a service, a script, a cascade). A correction is a new row. TRUNCATE
-- fires no row trigger, so the tests' emptying of every table still works.
CREATE FUNCTION sales_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sales_ledger is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_ledger_append_only BEFORE UPDATE OR DELETE ON "sales_ledger"
  FOR EACH ROW EXECUTE FUNCTION sales_ledger_append_only();
