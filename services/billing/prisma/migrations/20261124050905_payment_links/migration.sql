-- CreateTable
CREATE TABLE "payment_links" (
    "id" UUID NOT NULL,
    "uniqid" TEXT NOT NULL,
    "shop_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "product_id" UUID,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "amount" DECIMAL(18,2),
    "currency" CHAR(3),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "uses" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_links_uniqid_key" ON "payment_links"("uniqid");

-- CreateIndex
CREATE INDEX "payment_links_shop_id_id_idx" ON "payment_links"("shop_id", "id");

-- Manual: a link is for a product or for an amount, never both or neither.
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_product_or_amount"
  CHECK (("product_id" IS NULL) <> ("amount" IS NULL));
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_quantity" CHECK ("quantity" BETWEEN 1 AND 100);
