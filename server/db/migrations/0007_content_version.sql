-- The content version (issue 23): one number that every write to what public pages show moves on, and a
-- notification on the channel content_changed with the new number, sent when the writing transaction commits.
-- Each server instance listens (server/db/contentChanges.ts) and reads the row as a fallback; a page cached
-- under an older number is not served again. Statement triggers, so a write of many rows is one step, and any
-- writer counts: the seed, npm run seed, an import, psql.
CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "content_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version bigint;
BEGIN
	UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('content_changed', next_version::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cities_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "online_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "online_categories" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "offline_categories_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offline_categories" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "brands_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "sales_units_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_units" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "online_shops_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "online_shops" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "sales_unit_actions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_unit_actions" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "online_shop_actions_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "online_shop_actions" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "sales_unit_action_terms_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales_unit_action_terms" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "online_shop_action_terms_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "online_shop_action_terms" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "opening_hours_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "opening_hours" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "news_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "offline_banners_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offline_banners" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "online_banners_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "online_banners" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "order_feedbacks_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_feedbacks" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "feedback_replies_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feedback_replies" FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
