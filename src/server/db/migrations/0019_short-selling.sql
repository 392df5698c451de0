ALTER TABLE "positions" DROP CONSTRAINT "positions_shares_non_negative";--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_cost_basis_non_negative";--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "margin_fee_day" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "margin_fees_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "margin_call_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_margin_fees_non_negative" CHECK ("portfolios"."margin_fees_paid" >= 0);--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_basis_sign" CHECK (("positions"."shares" >= 0 and "positions"."cost_basis" >= 0) or ("positions"."shares" < 0 and "positions"."cost_basis" <= 0));