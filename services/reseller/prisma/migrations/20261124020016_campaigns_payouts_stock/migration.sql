-- CreateTable
CREATE TABLE "embed_campaigns" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "product_ids" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "embed_campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reseller_payouts" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "status" TEXT NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "decided_at" TIMESTAMPTZ(3),

    CONSTRAINT "reseller_payouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_transfers" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "product_title" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price" DECIMAL(18,2) NOT NULL,
    "total" DECIMAL(18,2) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "status" TEXT NOT NULL,
    "invoice_uniqid" TEXT,
    "invoice_url" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "allocated_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stock_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inventory_items" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "transfer_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "delivered_to" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "inventory_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "embed_campaigns_relationship_id_created_at_idx" ON "embed_campaigns"("relationship_id", "created_at");

-- CreateIndex
CREATE INDEX "reseller_payouts_shop_id_created_at_idx" ON "reseller_payouts"("shop_id", "created_at");

-- CreateIndex
CREATE INDEX "stock_transfers_relationship_id_created_at_idx" ON "stock_transfers"("relationship_id", "created_at");

-- CreateIndex
CREATE INDEX "stock_transfers_invoice_uniqid_idx" ON "stock_transfers"("invoice_uniqid");

-- CreateIndex
CREATE INDEX "inventory_items_relationship_id_status_idx" ON "inventory_items"("relationship_id", "status");

-- AddForeignKey
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_transfer_id_fkey" FOREIGN KEY ("transfer_id") REFERENCES "stock_transfers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
