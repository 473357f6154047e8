ALTER TABLE "brands" ADD COLUMN "points_accepts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "points_rate" double precision;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "sbp_accepts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "sbp_rate" double precision;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "card_accepts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "card_rate" double precision;--> statement-breakpoint
ALTER TABLE "sales_units" ADD COLUMN "points_accepts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_units" ADD COLUMN "points_rate" double precision;--> statement-breakpoint
ALTER TABLE "sales_units" ADD COLUMN "sbp_accepts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_units" ADD COLUMN "sbp_rate" double precision;--> statement-breakpoint
ALTER TABLE "sales_units" ADD COLUMN "card_accepts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_units" ADD COLUMN "card_rate" double precision;