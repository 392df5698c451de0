ALTER TABLE "orders" ADD COLUMN "filled_shares" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "execution" jsonb;