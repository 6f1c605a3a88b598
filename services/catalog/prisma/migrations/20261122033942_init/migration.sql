-- CreateEnum
CREATE TYPE "product_type" AS ENUM ('SERIALS', 'SERVICE', 'DYNAMIC', 'FILE', 'SUBSCRIPTION');

-- CreateEnum
CREATE TYPE "product_subtype" AS ENUM ('SINGLE', 'RECURRING');

-- CreateEnum
CREATE TYPE "recurring_interval" AS ENUM ('DAY', 'WEEK', 'MONTH', 'YEAR');

-- CreateTable
CREATE TABLE "products" (
    "id" UUID NOT NULL,
    "uniqid" TEXT NOT NULL,
    "shop_id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "description" TEXT,
    "type" "product_type" NOT NULL,
    "subtype" "product_subtype" NOT NULL DEFAULT 'SINGLE',
    "recurring_interval" "recurring_interval",
    "recurring_interval_count" INTEGER NOT NULL DEFAULT 1,
    "trial_period" INTEGER NOT NULL DEFAULT 0,
    "price" DECIMAL(18,2) NOT NULL,
    "cost" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "discount_percent" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "quantity_min" INTEGER NOT NULL DEFAULT 1,
    "quantity_max" INTEGER NOT NULL DEFAULT -1,
    "quantity_warning" INTEGER NOT NULL DEFAULT 0,
    "stock" INTEGER NOT NULL DEFAULT -1,
    "stock_delimiter" TEXT NOT NULL DEFAULT ',',
    "sort_priority" INTEGER NOT NULL DEFAULT 0,
    "crypto_confirmations" INTEGER NOT NULL DEFAULT 1,
    "max_risk_level" INTEGER NOT NULL DEFAULT 100,
    "delivery_time" INTEGER NOT NULL DEFAULT 0,
    "warranty_days" INTEGER NOT NULL DEFAULT 0,
    "affiliate_revenue_percent" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "delivery_text" TEXT,
    "service_text" TEXT,
    "dynamic_webhook" TEXT,
    "terms_of_service" TEXT,
    "warranty_text" TEXT,
    "watermark_text" TEXT,
    "redirect_link" TEXT,
    "youtube_link" TEXT,
    "image_id" TEXT,
    "file_id" TEXT,
    "license_period" TEXT,
    "category_id" UUID,
    "pay_what_you_want" BOOLEAN NOT NULL DEFAULT false,
    "unlisted" BOOLEAN NOT NULL DEFAULT false,
    "private" BOOLEAN NOT NULL DEFAULT false,
    "on_hold" BOOLEAN NOT NULL DEFAULT false,
    "block_vpn_proxies" BOOLEAN NOT NULL DEFAULT false,
    "watermark_enabled" BOOLEAN NOT NULL DEFAULT false,
    "licensing_enabled" BOOLEAN NOT NULL DEFAULT false,
    "gateways" TEXT[],
    "custom_fields" JSONB NOT NULL DEFAULT '[]',
    "volume_discounts" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "variants" (
    "id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "price" DECIMAL(18,2) NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT -1,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "variants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "sequence" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "shop_id" UUID,
    "aggregate_id" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "traceparent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "products_uniqid_key" ON "products"("uniqid");

-- CreateIndex
CREATE INDEX "products_shop_id_id_idx" ON "products"("shop_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "products_shop_id_slug_key" ON "products"("shop_id", "slug");

-- CreateIndex
CREATE INDEX "variants_product_id_sort_order_idx" ON "variants"("product_id", "sort_order");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_sequence_idx" ON "outbox_events"("published_at", "sequence");

-- AddForeignKey
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
