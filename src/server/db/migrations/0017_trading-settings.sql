ALTER TABLE "portfolios" ADD COLUMN "account_type" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "realism" text DEFAULT 'realistic' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_account_type" CHECK ("portfolios"."account_type" in ('cash', 'margin'));--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_realism" CHECK ("portfolios"."realism" in ('simple', 'realistic'));--> statement-breakpoint
-- Accounts opened before fill realism existed keep the fills they were opened with (decision 0018).
UPDATE "portfolios" SET "realism" = 'simple';
