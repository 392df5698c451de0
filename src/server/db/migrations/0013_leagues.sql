CREATE TABLE "league_members" (
	"week" text NOT NULL,
	"user_id" uuid NOT NULL,
	"league_id" uuid NOT NULL,
	"tier" integer NOT NULL,
	"weekly_xp" integer DEFAULT 0 NOT NULL,
	"next_tier" integer,
	CONSTRAINT "league_members_week_user_id_pk" PRIMARY KEY("week","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_weeks" (
	"week" text PRIMARY KEY NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"refreshed_seq" bigint DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week" text NOT NULL,
	"tier" integer NOT NULL,
	"number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_week_league_weeks_week_fk" FOREIGN KEY ("week") REFERENCES "public"."league_weeks"("week") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_members_table_idx" ON "league_members" USING btree ("league_id","weekly_xp");--> statement-breakpoint
CREATE INDEX "league_members_user_idx" ON "league_members" USING btree ("user_id","week");--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_week_tier_number_idx" ON "leagues" USING btree ("week","tier","number");--> statement-breakpoint
CREATE INDEX "activities_seq_idx" ON "activities" USING btree ("seq");