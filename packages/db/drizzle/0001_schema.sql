CREATE TYPE "public"."cart_status" AS ENUM('open', 'ordered');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('EUR', 'CZK', 'HUF');--> statement-breakpoint
CREATE TYPE "public"."locale" AS ENUM('sk', 'cz', 'hu');--> statement-breakpoint
CREATE TYPE "public"."marketing_event_type" AS ENUM('SetCart', 'Identify', 'ViewContent', 'ViewCategory', 'Purchase');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('new', 'paid', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."page_list" AS ENUM('header', 'statics01', 'statics02');--> statement-breakpoint
CREATE TYPE "public"."product_kind" AS ENUM('shoes', 'apparel', 'nutrition', 'electronics');--> statement-breakpoint
CREATE TYPE "public"."product_status" AS ENUM('on_sale', 'not_on_sale', 'retired');--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"update_time" bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	CONSTRAINT "photos_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "web_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"currency" "currency" NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"free_shipping_from" integer NOT NULL,
	"admin_email" text NOT NULL,
	"placeholder_photo_id" integer,
	"title_suffix" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"type_of_shop" smallint NOT NULL,
	"facebook_login_enabled" boolean DEFAULT false NOT NULL,
	"google_login_enabled" boolean DEFAULT false NOT NULL,
	"facebook_link" text DEFAULT '' NOT NULL,
	"instagram_link" text DEFAULT '' NOT NULL,
	"youtube_link" text DEFAULT '' NOT NULL,
	"conditions_for_processing_personal_data_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_instances_locale_unique" UNIQUE("locale"),
	CONSTRAINT "web_instances_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"operation_unit_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"opens_at" text,
	"closes_at" text,
	CONSTRAINT "opening_hours_operation_unit_id_day_pk" PRIMARY KEY("operation_unit_id","day")
);
--> statement-breakpoint
CREATE TABLE "operation_unit_parameters" (
	"operation_unit_id" integer NOT NULL,
	"hash" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "operation_unit_parameters_operation_unit_id_hash_pk" PRIMARY KEY("operation_unit_id","hash")
);
--> statement-breakpoint
CREATE TABLE "operation_unit_translations" (
	"operation_unit_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "operation_unit_translations_operation_unit_id_locale_pk" PRIMARY KEY("operation_unit_id","locale")
);
--> statement-breakpoint
CREATE TABLE "operation_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" "locale" NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"zip" text NOT NULL,
	"town" text NOT NULL,
	"district" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"ships_online" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	"logo_photo_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_url_name_unique" UNIQUE("url_name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"external_url" text,
	"main_photo_id" integer,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale"),
	CONSTRAINT "category_translations_locale_url_name_uq" UNIQUE("locale","url_name")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"product_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_photos_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"url_title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale"),
	CONSTRAINT "product_translations_locale_url_title_uq" UNIQUE("locale","url_title")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" "product_kind" NOT NULL,
	"status" "product_status" DEFAULT 'on_sale' NOT NULL,
	"model_code" text NOT NULL,
	"code" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"earns_credits" boolean DEFAULT true NOT NULL,
	"main_photo_id" integer,
	"recommended_score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"ean" text,
	CONSTRAINT "product_sizes_product_name_uq" UNIQUE("product_id","name")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"size_id" integer NOT NULL,
	"operation_unit_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_size_id_operation_unit_id_pk" PRIMARY KEY("size_id","operation_unit_id")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"web_instance_id" integer NOT NULL,
	"final_price" integer NOT NULL,
	"valid_from" date NOT NULL,
	CONSTRAINT "price_history_product_instance_day_uq" UNIQUE("product_id","web_instance_id","valid_from")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"product_id" integer NOT NULL,
	"web_instance_id" integer NOT NULL,
	"final_price" integer NOT NULL,
	"standard_price" integer NOT NULL,
	CONSTRAINT "prices_product_id_web_instance_id_pk" PRIMARY KEY("product_id","web_instance_id")
);
--> statement-breakpoint
CREATE TABLE "label_translations" (
	"label_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "label_translations_label_id_locale_pk" PRIMARY KEY("label_id","locale")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"color" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "labels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "parameter_translations" (
	"parameter_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	CONSTRAINT "parameter_translations_parameter_id_locale_pk" PRIMARY KEY("parameter_id","locale"),
	CONSTRAINT "parameter_translations_locale_url_name_uq" UNIQUE("locale","url_name")
);
--> statement-breakpoint
CREATE TABLE "parameter_value_translations" (
	"parameter_value_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"value" text NOT NULL,
	"url_value" text NOT NULL,
	CONSTRAINT "parameter_value_translations_parameter_value_id_locale_pk" PRIMARY KEY("parameter_value_id","locale")
);
--> statement-breakpoint
CREATE TABLE "parameter_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"parameter_id" integer NOT NULL,
	"code" text NOT NULL,
	"numeric_value" numeric(10, 2),
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "parameter_values_parameter_code_uq" UNIQUE("parameter_id","code")
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"filter_kind" smallint NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL,
	"on_card" boolean DEFAULT false NOT NULL,
	"priority" smallint DEFAULT 5 NOT NULL,
	"unit" text,
	CONSTRAINT "parameters_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_labels" (
	"product_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "product_labels_product_id_label_id_pk" PRIMARY KEY("product_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "product_parameter_values" (
	"product_id" integer NOT NULL,
	"parameter_value_id" integer NOT NULL,
	CONSTRAINT "product_parameter_values_product_id_parameter_value_id_pk" PRIMARY KEY("product_id","parameter_value_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tag_translations" (
	"tag_id" integer NOT NULL,
	"locale" "locale" NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	CONSTRAINT "tag_translations_tag_id_locale_pk" PRIMARY KEY("tag_id","locale"),
	CONSTRAINT "tag_translations_locale_url_name_uq" UNIQUE("locale","url_name")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "tags_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"blog_category_id" integer NOT NULL,
	"title" text NOT NULL,
	"url_title" text NOT NULL,
	"perex" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"photo_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_articles_instance_url_title_uq" UNIQUE("web_instance_id","url_title")
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"name" text NOT NULL,
	"url_title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_categories_instance_url_title_uq" UNIQUE("web_instance_id","url_title")
);
--> statement-breakpoint
CREATE TABLE "page_lists" (
	"web_instance_id" integer NOT NULL,
	"list" "page_list" NOT NULL,
	"page_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "page_lists_web_instance_id_list_page_id_pk" PRIMARY KEY("web_instance_id","list","page_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url_title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_instance_url_title_uq" UNIQUE("web_instance_id","url_title"),
	CONSTRAINT "pages_instance_kind_uq" UNIQUE("web_instance_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"recommends" smallint NOT NULL,
	"total_rating" numeric(3, 2) NOT NULL,
	"source" text NOT NULL,
	"pros" text DEFAULT '' NOT NULL,
	"cons" text DEFAULT '' NOT NULL,
	"foreign_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_source_foreign_key_uq" UNIQUE("web_instance_id","source","foreign_key")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_provider_subject_uq" UNIQUE("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"firstname" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"company_name" text,
	"business_id" text,
	"tax_id" text,
	"vat_number" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_instance_email_uq" UNIQUE("web_instance_id","email")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_coupon_order_uq" UNIQUE("coupon_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"hash" text NOT NULL,
	"value" integer,
	"percent" smallint,
	"min_order_total" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"single_use" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"coupon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_order_reason_uq" UNIQUE("order_id","reason")
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_value" integer DEFAULT 0 NOT NULL,
	"dedication" text,
	"purchase_order_id" integer,
	"redeemed_order_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_vouchers_redeemed_order_id_unique" UNIQUE("redeemed_order_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"count" integer NOT NULL,
	"hash" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_cart_size_hash_uq" UNIQUE("cart_id","size_id","hash")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"access_token_hash" text NOT NULL,
	"user_id" integer,
	"status" "cart_status" DEFAULT 'open' NOT NULL,
	"contact" jsonb,
	"coupon_id" integer,
	"gift_voucher_id" integer,
	"credits_used" integer DEFAULT 0 NOT NULL,
	"isic" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_access_token_hash_unique" UNIQUE("access_token_hash")
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_wishlist_product_uq" UNIQUE("wishlist_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"user_id" integer,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "wishlists_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"size_id" integer,
	"name" text NOT NULL,
	"size_name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"count" integer NOT NULL,
	"total_price" integer NOT NULL,
	"earns_credits" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"cart_id" integer NOT NULL,
	"user_id" integer,
	"status" "order_status" DEFAULT 'new' NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"country" text NOT NULL,
	"company_name" text,
	"business_id" text,
	"tax_id" text,
	"vat_number" text,
	"note" text DEFAULT '' NOT NULL,
	"dedication" text,
	"delivery_type" text NOT NULL,
	"payment_type" text NOT NULL,
	"pickup_point" text,
	"currency" "currency" NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"items_total" integer NOT NULL,
	"shipping_price" integer DEFAULT 0 NOT NULL,
	"payment_price" integer DEFAULT 0 NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"credits_used" integer DEFAULT 0 NOT NULL,
	"total_sum" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "marketing_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"type" "marketing_event_type" NOT NULL,
	"user_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"email" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_instance_email_uq" UNIQUE("web_instance_id","email")
);
--> statement-breakpoint
ALTER TABLE "web_instances" ADD CONSTRAINT "web_instances_placeholder_photo_id_photos_id_fk" FOREIGN KEY ("placeholder_photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_operation_unit_id_operation_units_id_fk" FOREIGN KEY ("operation_unit_id") REFERENCES "public"."operation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_unit_parameters" ADD CONSTRAINT "operation_unit_parameters_operation_unit_id_operation_units_id_fk" FOREIGN KEY ("operation_unit_id") REFERENCES "public"."operation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_unit_translations" ADD CONSTRAINT "operation_unit_translations_operation_unit_id_operation_units_id_fk" FOREIGN KEY ("operation_unit_id") REFERENCES "public"."operation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_photo_id_photos_id_fk" FOREIGN KEY ("logo_photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_main_photo_id_photos_id_fk" FOREIGN KEY ("main_photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_main_photo_id_photos_id_fk" FOREIGN KEY ("main_photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_operation_unit_id_operation_units_id_fk" FOREIGN KEY ("operation_unit_id") REFERENCES "public"."operation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_translations" ADD CONSTRAINT "label_translations_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_translations" ADD CONSTRAINT "parameter_translations_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_value_translations" ADD CONSTRAINT "parameter_value_translations_parameter_value_id_parameter_values_id_fk" FOREIGN KEY ("parameter_value_id") REFERENCES "public"."parameter_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parameter_values" ADD CONSTRAINT "parameter_values_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_labels" ADD CONSTRAINT "product_labels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_labels" ADD CONSTRAINT "product_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parameter_values" ADD CONSTRAINT "product_parameter_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parameter_values" ADD CONSTRAINT "product_parameter_values_parameter_value_id_parameter_values_id_fk" FOREIGN KEY ("parameter_value_id") REFERENCES "public"."parameter_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_translations" ADD CONSTRAINT "tag_translations_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_blog_category_id_blog_categories_id_fk" FOREIGN KEY ("blog_category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_lists" ADD CONSTRAINT "page_lists_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_lists" ADD CONSTRAINT "page_lists_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_purchase_order_id_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_redeemed_order_id_orders_id_fk" FOREIGN KEY ("redeemed_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_events" ADD CONSTRAINT "marketing_events_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_events" ADD CONSTRAINT "marketing_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_update_time_idx" ON "photos" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "operation_unit_parameters_hash_idx" ON "operation_unit_parameters" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id","product_id");--> statement-breakpoint
CREATE INDEX "product_photos_photo_idx" ON "product_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm_idx" ON "product_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("recommended_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_sizes_product_idx" ON "product_sizes" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "stock_operation_unit_idx" ON "stock" USING btree ("operation_unit_id");--> statement-breakpoint
CREATE INDEX "prices_web_instance_final_idx" ON "prices" USING btree ("web_instance_id","final_price");--> statement-breakpoint
CREATE INDEX "product_labels_label_idx" ON "product_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "product_parameter_values_value_idx" ON "product_parameter_values" USING btree ("parameter_value_id","product_id");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id","product_id");--> statement-breakpoint
CREATE INDEX "blog_articles_instance_published_idx" ON "blog_articles" USING btree ("web_instance_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_articles_category_idx" ON "blog_articles" USING btree ("blog_category_id");--> statement-breakpoint
CREATE INDEX "page_lists_order_idx" ON "page_lists" USING btree ("web_instance_id","list","position");--> statement-breakpoint
CREATE INDEX "reviews_instance_created_idx" ON "reviews" USING btree ("web_instance_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cart_items_size_idx" ON "cart_items" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_instance_created_idx" ON "orders" USING btree ("web_instance_id","created_at");--> statement-breakpoint
CREATE INDEX "marketing_events_instance_created_idx" ON "marketing_events" USING btree ("web_instance_id","created_at");