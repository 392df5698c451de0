CREATE TABLE "game_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"actions" jsonb NOT NULL,
	"score" integer NOT NULL,
	"final_cents" bigint NOT NULL,
	"return" double precision NOT NULL,
	"index_return" double precision NOT NULL,
	"max_drawdown" double precision NOT NULL,
	"played_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_results_game_score_idx" ON "game_results" USING btree ("game_id","score");--> statement-breakpoint
CREATE INDEX "game_results_user_game_idx" ON "game_results" USING btree ("user_id","game_id");