CREATE TABLE "auth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid NOT NULL,
	"binding_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
CREATE INDEX "auth_codes_expires_idx" ON "auth_codes" USING btree ("expires_at");--> statement-breakpoint
-- Existing usernames: the oldest holder of each folded name keeps it unique; later look-alikes get a key when they next change their username.
UPDATE "users" AS u SET "username_key" = f."key" FROM (SELECT "id", lower(normalize("username", NFKC)) AS "key", row_number() OVER (PARTITION BY lower(normalize("username", NFKC)) ORDER BY "created_at", "id") AS "n" FROM "users") AS f WHERE u."id" = f."id" AND f."n" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_unique" ON "users" USING btree ("username_key");