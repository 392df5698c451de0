CREATE TABLE "risk_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"subject" text NOT NULL,
	"severity" text NOT NULL,
	"value" double precision NOT NULL,
	"limit" double precision NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "risk_alerts" ADD CONSTRAINT "risk_alerts_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_alerts_user_idx" ON "risk_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_alerts_open_idx" ON "risk_alerts" USING btree ("user_id") WHERE "risk_alerts"."resolved_at" is null;