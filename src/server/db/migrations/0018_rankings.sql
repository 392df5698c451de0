CREATE TABLE "ranking_entries" (
	"scope" text NOT NULL,
	"period" text NOT NULL,
	"user_id" uuid NOT NULL,
	"total_value" bigint NOT NULL,
	"return_amount" bigint NOT NULL,
	"return_percent" double precision NOT NULL,
	"sharpe" double precision,
	"excess_percent" double precision NOT NULL,
	"trading_days" integer NOT NULL,
	"trades" integer NOT NULL,
	"return_rank" integer NOT NULL,
	"sharpe_rank" integer,
	"excess_rank" integer NOT NULL,
	CONSTRAINT "ranking_entries_scope_period_user_id_pk" PRIMARY KEY("scope","period","user_id")
);
--> statement-breakpoint
CREATE TABLE "ranking_refreshes" (
	"scope" text NOT NULL,
	"period" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"sharpe_ranked" integer NOT NULL,
	CONSTRAINT "ranking_refreshes_scope_period_pk" PRIMARY KEY("scope","period")
);
--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_entries_return_idx" ON "ranking_entries" USING btree ("scope","period","return_rank");--> statement-breakpoint
CREATE INDEX "ranking_entries_sharpe_idx" ON "ranking_entries" USING btree ("scope","period","sharpe_rank");--> statement-breakpoint
CREATE INDEX "ranking_entries_excess_idx" ON "ranking_entries" USING btree ("scope","period","excess_rank");