CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country_code_id" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "offline_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offline_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"icon_file_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offline_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "online_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"icon_file_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "online_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "applying_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applying_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organisation" text NOT NULL,
	"inn" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"city_code_id" integer NOT NULL,
	"category_id" integer,
	"website" text,
	"comment" text,
	"logo_file_id" integer,
	"blocked" boolean DEFAULT false NOT NULL,
	"applying_request_status_id" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"job_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_online_shops" (
	"tenant_profile_id" integer NOT NULL,
	"online_shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_online_shops_tenant_profile_id_online_shop_id_pk" PRIMARY KEY("tenant_profile_id","online_shop_id")
);
--> statement-breakpoint
CREATE TABLE "favourite_sales_units" (
	"tenant_profile_id" integer NOT NULL,
	"sales_unit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_sales_units_tenant_profile_id_sales_unit_id_pk" PRIMARY KEY("tenant_profile_id","sales_unit_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenant_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"nickname" text,
	"first_name" text,
	"last_name" text,
	"sur_name" text,
	"gender" text,
	"birthday" bigint,
	"job_title" text,
	"email" text,
	"phone" text NOT NULL,
	"whatsapp" text,
	"telegram" text,
	"instagram" text,
	"country_code_id" integer DEFAULT 1 NOT NULL,
	"city_code_id" integer,
	"address" text,
	"push_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"photo_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "tenant_profiles_gender" CHECK ("tenant_profiles"."gender" is null or "tenant_profiles"."gender" in ('мужской', 'женский'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"password_hash" text,
	"blocked" boolean DEFAULT false NOT NULL,
	"roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tenant_profile_id" integer,
	"employee_profile_id" integer,
	"distributor_profile_id" integer,
	"corporate_sales_unit_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"employee_sales_unit_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_phone_canonical" CHECK ("users"."phone" ~ '^7[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"blocked" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"logo_id" integer,
	"bg_id" integer,
	"main_offer" text,
	"position_sf" integer,
	"city_code_id" integer,
	"total_score" double precision,
	"total_feedbacks" integer DEFAULT 0 NOT NULL,
	"showroom_card_type" integer,
	"showroom_badge_type" integer,
	"maximum_cashback" double precision,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_shops" (
	"shop_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_shops_shop_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_sf" text,
	"keywords" text,
	"keywords_sf" text,
	"phone" text,
	"email" text,
	"website" text,
	"website_sf" text,
	"ad_url" text,
	"ad_url_sf" text,
	"telegram" text,
	"description" text,
	"description_sf" text,
	"doublecard_sf" boolean DEFAULT false NOT NULL,
	"front_action_sf" text,
	"front_promo_sf" text,
	"category_id" integer,
	"category_sf" integer,
	"city_code_id" integer,
	"country_code_id" integer DEFAULT 1 NOT NULL,
	"maximum_cashback" double precision,
	"logo" text,
	"logo_path" text,
	"logo_file_id" integer,
	"position" integer
);
--> statement-breakpoint
CREATE TABLE "sales_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"brand_id" integer,
	"keywords" text,
	"phone" text,
	"email" text,
	"website" text,
	"telegram" text,
	"two_gis" text,
	"yandex_maps" text,
	"vk" text,
	"ok" text,
	"instagram" text,
	"main_offer" text,
	"description" text,
	"address" text,
	"coordinates_latitude" double precision,
	"coordinates_longitude" double precision,
	"category_id" integer,
	"country_code_id" integer DEFAULT 1 NOT NULL,
	"city_code_id" integer,
	"organization_id" integer,
	"average_rating" double precision,
	"feedbacks" integer DEFAULT 0 NOT NULL,
	"maximum_cashback" double precision,
	"blocked" boolean DEFAULT false NOT NULL,
	"blocked_sf" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer
);
--> statement-breakpoint
CREATE TABLE "online_shop_action_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_shop_action_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_shop_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_shop_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"number" integer NOT NULL,
	"sf" boolean DEFAULT false NOT NULL,
	"payment_size" double precision,
	"payment_size_pro" double precision,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"sales_unit_id" integer NOT NULL,
	"day" integer NOT NULL,
	"open" text,
	"close" text,
	"day_off" boolean DEFAULT false NOT NULL,
	CONSTRAINT "opening_hours_sales_unit_id_day_pk" PRIMARY KEY("sales_unit_id","day"),
	CONSTRAINT "opening_hours_day" CHECK ("opening_hours"."day" between 1 and 7),
	CONSTRAINT "opening_hours_times" CHECK (("opening_hours"."open" is null or "opening_hours"."open" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and ("opening_hours"."close" is null or "opening_hours"."close" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$')),
	CONSTRAINT "opening_hours_day_off" CHECK ("opening_hours"."day_off" or ("opening_hours"."open" is not null and "opening_hours"."close" is not null))
);
--> statement-breakpoint
CREATE TABLE "sales_unit_action_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_unit_action_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_unit_id" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_unit_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_unit_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_unit_id" integer NOT NULL,
	"number" integer NOT NULL,
	"sf" boolean DEFAULT false NOT NULL,
	"payment_size" double precision,
	"payment_size_pro" double precision,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feedback_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text NOT NULL,
	"preview_file_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"city_code_id" integer,
	"news_destination_id" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offline_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code_id" integer DEFAULT 1 NOT NULL,
	"city_code_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_id" integer,
	"link" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code_id" integer DEFAULT 1 NOT NULL,
	"city_code_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_id" integer,
	"link" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_feedbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sales_unit_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"author_name" text NOT NULL,
	"purchase_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_feedbacks_rating" CHECK ("order_feedbacks"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"hash" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"family_id" text NOT NULL,
	"parent_id" text,
	"child_id" text,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"session_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hmac" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"payload" jsonb,
	"ip" text,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_codes_purpose" CHECK ("sms_codes"."purpose" in ('login', 'register', 'recovery'))
);
--> statement-breakpoint
CREATE TABLE "sms_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"ip" text,
	"fingerprint" text,
	"purpose" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offline_categories" ADD CONSTRAINT "offline_categories_icon_file_id_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_categories" ADD CONSTRAINT "online_categories_icon_file_id_files_id_fk" FOREIGN KEY ("icon_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applying_requests" ADD CONSTRAINT "applying_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applying_requests" ADD CONSTRAINT "applying_requests_city_code_id_cities_id_fk" FOREIGN KEY ("city_code_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applying_requests" ADD CONSTRAINT "applying_requests_category_id_offline_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."offline_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applying_requests" ADD CONSTRAINT "applying_requests_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_online_shops" ADD CONSTRAINT "favourite_online_shops_tenant_profile_id_tenant_profiles_id_fk" FOREIGN KEY ("tenant_profile_id") REFERENCES "public"."tenant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_online_shops" ADD CONSTRAINT "favourite_online_shops_online_shop_id_online_shops_shop_id_fk" FOREIGN KEY ("online_shop_id") REFERENCES "public"."online_shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_sales_units" ADD CONSTRAINT "favourite_sales_units_tenant_profile_id_tenant_profiles_id_fk" FOREIGN KEY ("tenant_profile_id") REFERENCES "public"."tenant_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_sales_units" ADD CONSTRAINT "favourite_sales_units_sales_unit_id_sales_units_id_fk" FOREIGN KEY ("sales_unit_id") REFERENCES "public"."sales_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_profiles" ADD CONSTRAINT "tenant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_profiles" ADD CONSTRAINT "tenant_profiles_city_code_id_cities_id_fk" FOREIGN KEY ("city_code_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_profiles" ADD CONSTRAINT "tenant_profiles_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_profile_id_tenant_profiles_id_fk" FOREIGN KEY ("tenant_profile_id") REFERENCES "public"."tenant_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_profile_id_employee_profiles_id_fk" FOREIGN KEY ("employee_profile_id") REFERENCES "public"."employee_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_files_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_bg_id_files_id_fk" FOREIGN KEY ("bg_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_city_code_id_cities_id_fk" FOREIGN KEY ("city_code_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_shops" ADD CONSTRAINT "online_shops_category_id_online_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."online_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_shops" ADD CONSTRAINT "online_shops_category_sf_online_categories_id_fk" FOREIGN KEY ("category_sf") REFERENCES "public"."online_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_shops" ADD CONSTRAINT "online_shops_city_code_id_cities_id_fk" FOREIGN KEY ("city_code_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_shops" ADD CONSTRAINT "online_shops_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_units" ADD CONSTRAINT "sales_units_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_units" ADD CONSTRAINT "sales_units_category_id_offline_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."offline_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_units" ADD CONSTRAINT "sales_units_city_code_id_cities_id_fk" FOREIGN KEY ("city_code_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_shop_action_terms" ADD CONSTRAINT "online_shop_action_terms_shop_id_online_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."online_shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_shop_actions" ADD CONSTRAINT "online_shop_actions_shop_id_online_shops_shop_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."online_shops"("shop_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_sales_unit_id_sales_units_id_fk" FOREIGN KEY ("sales_unit_id") REFERENCES "public"."sales_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_unit_action_terms" ADD CONSTRAINT "sales_unit_action_terms_sales_unit_id_sales_units_id_fk" FOREIGN KEY ("sales_unit_id") REFERENCES "public"."sales_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_unit_actions" ADD CONSTRAINT "sales_unit_actions_sales_unit_id_sales_units_id_fk" FOREIGN KEY ("sales_unit_id") REFERENCES "public"."sales_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_order_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."order_feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_preview_file_id_files_id_fk" FOREIGN KEY ("preview_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_city_code_id_cities_id_fk" FOREIGN KEY ("city_code_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_banners" ADD CONSTRAINT "offline_banners_city_code_id_cities_id_fk" FOREIGN KEY ("city_code_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_banners" ADD CONSTRAINT "offline_banners_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_banners" ADD CONSTRAINT "online_banners_city_code_id_cities_id_fk" FOREIGN KEY ("city_code_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_banners" ADD CONSTRAINT "online_banners_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedbacks" ADD CONSTRAINT "order_feedbacks_sales_unit_id_sales_units_id_fk" FOREIGN KEY ("sales_unit_id") REFERENCES "public"."sales_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applying_requests_user_idx" ON "applying_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "brands_city_idx" ON "brands" USING btree ("city_code_id");--> statement-breakpoint
CREATE INDEX "online_shops_city_idx" ON "online_shops" USING btree ("city_code_id");--> statement-breakpoint
CREATE INDEX "online_shops_category_idx" ON "online_shops" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sales_units_city_active_idx" ON "sales_units" USING btree ("city_code_id","active");--> statement-breakpoint
CREATE INDEX "sales_units_brand_idx" ON "sales_units" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "sales_units_category_idx" ON "sales_units" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "online_shop_action_terms_shop_idx" ON "online_shop_action_terms" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "online_shop_actions_shop_idx" ON "online_shop_actions" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "sales_unit_action_terms_unit_idx" ON "sales_unit_action_terms" USING btree ("sales_unit_id");--> statement-breakpoint
CREATE INDEX "sales_unit_actions_unit_idx" ON "sales_unit_actions" USING btree ("sales_unit_id");--> statement-breakpoint
CREATE INDEX "feedback_replies_feedback_created_idx" ON "feedback_replies" USING btree ("feedback_id","created_at");--> statement-breakpoint
CREATE INDEX "news_destination_published_idx" ON "news" USING btree ("news_destination_id","published_at");--> statement-breakpoint
CREATE INDEX "news_city_idx" ON "news" USING btree ("city_code_id");--> statement-breakpoint
CREATE INDEX "offline_banners_city_type_idx" ON "offline_banners" USING btree ("city_code_id","type_id");--> statement-breakpoint
CREATE INDEX "online_banners_city_type_idx" ON "online_banners" USING btree ("city_code_id","type_id");--> statement-breakpoint
CREATE INDEX "order_feedbacks_unit_created_idx" ON "order_feedbacks" USING btree ("sales_unit_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_failures_phone_at_idx" ON "auth_failures" USING btree ("phone","at");--> statement-breakpoint
CREATE INDEX "captcha_solutions_used_idx" ON "captcha_solutions" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "recovery_requests_phone_at_idx" ON "recovery_requests" USING btree ("phone","at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_purpose_created_idx" ON "sms_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_phone_sent_idx" ON "sms_sends" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "sms_sends_ip_sent_idx" ON "sms_sends" USING btree ("ip","sent_at");--> statement-breakpoint
CREATE INDEX "sms_sends_fingerprint_sent_idx" ON "sms_sends" USING btree ("fingerprint","sent_at");