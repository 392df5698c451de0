CREATE TABLE "competition_players" (
	"competition_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"shares_progress" boolean DEFAULT false NOT NULL,
	"final_rank" integer,
	CONSTRAINT "competition_players_competition_id_user_id_pk" PRIMARY KEY("competition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"organiser_id" uuid NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"starting_cash" bigint NOT NULL,
	"visibility" text NOT NULL,
	"classroom" boolean DEFAULT false NOT NULL,
	"rules" jsonb NOT NULL,
	"ranking_frozen_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "competitions_visibility" CHECK ("competitions"."visibility" in ('public', 'private')),
	CONSTRAINT "competitions_starting_cash_positive" CHECK ("competitions"."starting_cash" > 0)
);
--> statement-breakpoint
ALTER TABLE "trade_idempotency_keys" DROP CONSTRAINT "trade_idempotency_keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "portfolios" DROP CONSTRAINT "portfolios_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
-- Every portfolio so far is a personal one: its key is its owner's id.
UPDATE "portfolios" SET "owner_id" = "user_id";--> statement-breakpoint
ALTER TABLE "portfolios" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
-- Idempotency keys now belong to a portfolio (a key is only ever written after its portfolio exists).
DELETE FROM "trade_idempotency_keys" k WHERE NOT EXISTS (SELECT 1 FROM "portfolios" p WHERE p."user_id" = k."user_id");--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "competition_id" uuid;--> statement-breakpoint
ALTER TABLE "competition_players" ADD CONSTRAINT "competition_players_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_players" ADD CONSTRAINT "competition_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_players_account_idx" ON "competition_players" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "competition_players_user_idx" ON "competition_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competitions_code_idx" ON "competitions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "competitions_public_idx" ON "competitions" USING btree ("visibility","end_date");--> statement-breakpoint
CREATE INDEX "competitions_end_idx" ON "competitions" USING btree ("end_date") WHERE "competitions"."ranking_frozen_at" is null;--> statement-breakpoint
ALTER TABLE "trade_idempotency_keys" ADD CONSTRAINT "trade_idempotency_keys_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolios_competition_idx" ON "portfolios" USING btree ("competition_id");--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_personal_key" CHECK ("portfolios"."competition_id" is not null or "portfolios"."user_id" = "portfolios"."owner_id");