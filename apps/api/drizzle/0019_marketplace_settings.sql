-- The marketplace's settings the admin changes (issue 30, decision 025): one typed row, id 1. The
-- shipping rule: a flat fee per order, and the basket subtotal from which an order ships free
-- (null: no threshold). A fresh database starts with 7 dt, free from 300 dt.
CREATE TABLE "marketplace_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shipping_flat_fee" numeric(12, 2) DEFAULT '7.00' NOT NULL,
	"free_shipping_over" numeric(12, 2) DEFAULT '300.00',
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_settings_one_row" CHECK ("marketplace_settings"."id" = 1),
	CONSTRAINT "marketplace_settings_fee_range" CHECK ("marketplace_settings"."shipping_flat_fee" >= 0 AND "marketplace_settings"."shipping_flat_fee" <= 1000),
	CONSTRAINT "marketplace_settings_threshold_positive" CHECK ("marketplace_settings"."free_shipping_over" IS NULL OR "marketplace_settings"."free_shipping_over" > 0)
);
--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "marketplace_settings" ("id") VALUES (1);
