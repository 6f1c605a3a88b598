-- AlterTable
ALTER TABLE "reseller_relationships" ADD COLUMN     "lifetime_orders" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lifetime_revenue" DECIMAL(18,2) NOT NULL DEFAULT 0,
ADD COLUMN     "tier_id" UUID;

-- CreateTable
CREATE TABLE "reseller_api_keys" (
    "id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "name" TEXT,
    "prefix" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "reseller_api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reseller_tiers" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "discount_percent" DECIMAL(5,2) NOT NULL,
    "rank" INTEGER NOT NULL,
    "min_revenue" DECIMAL(18,2),
    "min_orders" INTEGER,
    "requires_both" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reseller_tiers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reseller_orders" (
    "id" UUID NOT NULL,
    "uniqid" TEXT NOT NULL,
    "shop_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "total" DECIMAL(18,2) NOT NULL,
    "refunded_amount" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "partially_delivered" BOOLEAN NOT NULL DEFAULT false,
    "request_hash" TEXT NOT NULL,
    "idempotency_key" TEXT,
    "external_order_id" TEXT,
    "customer_email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "reseller_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reseller_order_lines" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "product_id" UUID NOT NULL,
    "variant_id" UUID,
    "product_title" TEXT NOT NULL,
    "variant_title" TEXT,
    "product_type" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price" DECIMAL(18,2) NOT NULL,
    "line_total" DECIMAL(18,2) NOT NULL,
    "serials" JSONB NOT NULL DEFAULT '[]',
    "delivered_at" TIMESTAMPTZ(3),

    CONSTRAINT "reseller_order_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reseller_idempotency_keys" (
    "relationship_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "order_id" UUID,
    "response_status" INTEGER,
    "response_body" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "locked_until" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reseller_idempotency_keys_pkey" PRIMARY KEY ("relationship_id","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "reseller_api_keys_secret_hash_key" ON "reseller_api_keys"("secret_hash");

-- CreateIndex
CREATE INDEX "reseller_api_keys_relationship_id_idx" ON "reseller_api_keys"("relationship_id");

-- CreateIndex
CREATE UNIQUE INDEX "reseller_tiers_shop_id_rank_key" ON "reseller_tiers"("shop_id", "rank");

-- CreateIndex
CREATE UNIQUE INDEX "reseller_orders_uniqid_key" ON "reseller_orders"("uniqid");

-- CreateIndex
CREATE INDEX "reseller_orders_relationship_id_created_at_idx" ON "reseller_orders"("relationship_id", "created_at");

-- CreateIndex
CREATE INDEX "reseller_orders_status_created_at_idx" ON "reseller_orders"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "reseller_orders_relationship_id_external_order_id_key" ON "reseller_orders"("relationship_id", "external_order_id");

-- CreateIndex
CREATE UNIQUE INDEX "reseller_order_lines_order_id_position_key" ON "reseller_order_lines"("order_id", "position");

-- AddForeignKey
ALTER TABLE "reseller_api_keys" ADD CONSTRAINT "reseller_api_keys_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "reseller_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reseller_order_lines" ADD CONSTRAINT "reseller_order_lines_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "reseller_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A refund never exceeds what the order cost, and lifetime figures never go below zero.
ALTER TABLE "reseller_orders" ADD CONSTRAINT "reseller_orders_refund_bounds"
  CHECK ("refunded_amount" >= 0 AND "refunded_amount" <= "total");
ALTER TABLE "reseller_relationships" ADD CONSTRAINT "reseller_relationships_lifetime_nonnegative"
  CHECK ("lifetime_revenue" >= 0 AND "lifetime_orders" >= 0);
