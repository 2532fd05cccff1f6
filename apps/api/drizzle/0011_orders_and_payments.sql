CREATE TABLE "sandbox_payments" (
	"payment_ref" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"order_id" text NOT NULL,
	"description" text NOT NULL,
	"webhook" text NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_method" = 'ONLINE' and "orders"."status" = 'PENDING' and "orders"."payment_status" in ('PENDING', 'FAILED');