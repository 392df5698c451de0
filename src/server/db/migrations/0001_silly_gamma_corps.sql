CREATE TABLE "advanced_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"symbol" text NOT NULL,
	"shares" integer NOT NULL,
	"stop_price" bigint NOT NULL,
	"side" text NOT NULL,
	"status" text NOT NULL,
	"time_in_force" text NOT NULL,
	"trail_amount" bigint,
	"trail_percent" double precision,
	"high_water_mark" bigint,
	"parent_order_id" uuid,
	"triggered_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"execution_price" bigint,
	"max_slippage" double precision NOT NULL,
	"bracket_id" uuid,
	"stop_loss_price" bigint,
	"take_profit_price" bigint,
	"child_orders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equity_points" (
	"user_id" uuid NOT NULL,
	"date" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "equity_points_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "trade_idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"side" text NOT NULL,
	"order_type" text NOT NULL,
	"symbol" text NOT NULL,
	"shares" integer NOT NULL,
	"limit_price" bigint,
	"stop_price" bigint,
	"stop_triggered" boolean DEFAULT false NOT NULL,
	"time_in_force" text NOT NULL,
	"reserved_cash" bigint DEFAULT 0 NOT NULL,
	"reserved_shares" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"trade_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_reserved_cash_non_negative" CHECK ("orders"."reserved_cash" >= 0),
	CONSTRAINT "orders_reserved_shares_non_negative" CHECK ("orders"."reserved_shares" >= 0),
	CONSTRAINT "orders_shares_positive" CHECK ("orders"."shares" > 0)
);
--> statement-breakpoint
CREATE TABLE "portfolio_snapshots" (
	"user_id" uuid NOT NULL,
	"date" text NOT NULL,
	"portfolio_value" bigint NOT NULL,
	"cash" bigint NOT NULL,
	"positions_value" bigint NOT NULL,
	"day_change" bigint NOT NULL,
	"day_change_percent" double precision NOT NULL,
	CONSTRAINT "portfolio_snapshots_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"starting_cash" bigint NOT NULL,
	"cash" bigint NOT NULL,
	"trades_day" text DEFAULT '' NOT NULL,
	"trades_today" integer DEFAULT 0 NOT NULL,
	"peak_value" bigint NOT NULL,
	"emergency_mode" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolios_cash_non_negative" CHECK ("portfolios"."cash" >= 0),
	CONSTRAINT "portfolios_trades_today_non_negative" CHECK ("portfolios"."trades_today" >= 0)
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"shares" integer NOT NULL,
	"cost_basis" bigint NOT NULL,
	"first_buy_date" timestamp with time zone NOT NULL,
	CONSTRAINT "positions_user_id_symbol_pk" PRIMARY KEY("user_id","symbol"),
	CONSTRAINT "positions_shares_non_negative" CHECK ("positions"."shares" >= 0),
	CONSTRAINT "positions_cost_basis_non_negative" CHECK ("positions"."cost_basis" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quant_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quant_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"rating" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"symbol" text NOT NULL,
	"shares" integer NOT NULL,
	"price" bigint NOT NULL,
	"total_value" bigint NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"order_type" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "trades_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"realized_pnl" bigint,
	"realized_pnl_percent" double precision,
	"order_id" uuid
);
--> statement-breakpoint
CREATE TABLE "watchlists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"symbols" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advanced_orders" ADD CONSTRAINT "advanced_orders_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equity_points" ADD CONSTRAINT "equity_points_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_idempotency_keys" ADD CONSTRAINT "trade_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_snapshots" ADD CONSTRAINT "portfolio_snapshots_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quant_ratings" ADD CONSTRAINT "quant_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_user_id_portfolios_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."portfolios"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advanced_orders_user_idx" ON "advanced_orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "advanced_orders_active_idx" ON "advanced_orders" USING btree ("status") WHERE "advanced_orders"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "trade_idempotency_created_idx" ON "trade_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("status") WHERE "orders"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "quant_ratings_user_symbol_idx" ON "quant_ratings" USING btree ("user_id","symbol","created_at");--> statement-breakpoint
CREATE INDEX "trades_user_time_idx" ON "trades" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "trades_time_idx" ON "trades" USING btree ("timestamp");