-- CreateTable
CREATE TABLE "serials" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "variant_id" UUID,
    "code" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "claim_ref" TEXT,
    "claimed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "serials_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "serials_product_id_variant_id_status_created_at_idx" ON "serials"("product_id", "variant_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "serials_shop_id_claim_ref_idx" ON "serials"("shop_id", "claim_ref");

-- AddForeignKey
ALTER TABLE "serials" ADD CONSTRAINT "serials_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
