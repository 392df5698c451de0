CREATE TABLE "corporate_action_entries" (
	"user_id" uuid NOT NULL,
	"action_id" text NOT NULL,
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"shares" integer NOT NULL,
	"cash_per_share" bigint NOT NULL,
	"pay_date" text NOT NULL,
	"trade_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "corporate_action_entries_user_id_action_id_pk" PRIMARY KEY("user_id","action_id")
);
--> statement-breakpoint
ALTER TABLE "corporate_action_entries" ADD CONSTRAINT "corporate_action_entries_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_action_entries_due_idx" ON "corporate_action_entries" USING btree ("status","pay_date");