-- Commissions, the brands' append-only ledger and their payouts (decision 027).
ALTER TABLE "brand_categories" ADD COLUMN "commission_rate" numeric(5, 2) DEFAULT '10.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_categories" ADD CONSTRAINT "brand_categories_commission_rate_range" CHECK ("commission_rate" >= 0 AND "commission_rate" <= 100);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "commission_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_commission_rate_range" CHECK ("commission_rate" IS NULL OR ("commission_rate" >= 0 AND "commission_rate" <= 100));--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('SALE', 'REFUND', 'PAYOUT');--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"amount" numeric(12, 2) NOT NULL CHECK ("amount" > 0),
	"bank_reference" text NOT NULL,
	"rib" text NOT NULL,
	"paid_at" date NOT NULL,
	"recorded_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "payouts_brand_idx" ON "payouts" USING btree ("brand_id", "paid_at");--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL REFERENCES "brands"("id"),
	"kind" "ledger_kind" NOT NULL,
	"brand_order_id" integer REFERENCES "brand_orders"("id"),
	"refund_id" integer REFERENCES "refunds"("id"),
	"payout_id" integer REFERENCES "payouts"("id"),
	"order_number" text,
	"gross" numeric(12, 2) NOT NULL,
	"commission" numeric(12, 2) NOT NULL,
	"net" numeric(12, 2) NOT NULL,
	"commission_rate" numeric(5, 2),
	"available_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_net" CHECK ("kind" = 'PAYOUT' OR "net" = "gross" - "commission"),
	CONSTRAINT "ledger_entries_shape" CHECK (
		("kind" = 'SALE' AND "brand_order_id" IS NOT NULL AND "gross" >= 0 AND "commission_rate" IS NOT NULL)
		OR ("kind" = 'REFUND' AND "brand_order_id" IS NOT NULL AND "gross" <= 0 AND "commission_rate" IS NOT NULL)
		OR ("kind" = 'PAYOUT' AND "payout_id" IS NOT NULL AND "gross" = 0 AND "commission" = 0 AND "net" < 0)
	)
);--> statement-breakpoint
CREATE INDEX "ledger_entries_brand_idx" ON "ledger_entries" USING btree ("brand_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "ledger_entries_part_idx" ON "ledger_entries" USING btree ("brand_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_sale_key" ON "ledger_entries" USING btree ("brand_order_id") WHERE "kind" = 'SALE';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_closing_key" ON "ledger_entries" USING btree ("brand_order_id") WHERE "kind" = 'REFUND' AND "refund_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_refund_key" ON "ledger_entries" USING btree ("refund_id") WHERE "refund_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_key" ON "ledger_entries" USING btree ("payout_id") WHERE "payout_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "ledger_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the rows of % are never changed or deleted (decision 027)', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "payouts_append_only" BEFORE UPDATE OR DELETE ON "payouts"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "payouts_no_truncate" BEFORE TRUNCATE ON "payouts"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
