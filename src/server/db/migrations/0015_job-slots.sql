CREATE TABLE "job_slots" (
	"name" text PRIMARY KEY NOT NULL,
	"slot" bigint NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
