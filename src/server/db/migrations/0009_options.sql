CREATE TABLE "option_positions" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"type" text NOT NULL,
	"strike" bigint NOT NULL,
	"expiration" text NOT NULL,
	"side" text NOT NULL,
	"contracts" integer NOT NULL,
	"cost_basis" bigint NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "option_positions_user_id_symbol_type_strike_expiration_pk" PRIMARY KEY("user_id","symbol","type","strike","expiration"),
	CONSTRAINT "option_positions_contracts_non_negative" CHECK ("option_positions"."contracts" >= 0),
	CONSTRAINT "option_positions_cost_basis_non_negative" CHECK ("option_positions"."cost_basis" >= 0),
	CONSTRAINT "option_positions_strike_positive" CHECK ("option_positions"."strike" > 0),
	CONSTRAINT "option_positions_type" CHECK ("option_positions"."type" in ('call', 'put')),
	CONSTRAINT "option_positions_side" CHECK ("option_positions"."side" in ('long', 'short'))
);
--> statement-breakpoint
ALTER TABLE "option_positions" ADD CONSTRAINT "option_positions_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;