-- CreateTable
CREATE TABLE "coupons" (
    "id" UUID NOT NULL,
    "uniqid" TEXT NOT NULL,
    "shop_id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "code_key" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "discount" DECIMAL(18,2) NOT NULL,
    "used" INTEGER NOT NULL DEFAULT 0,
    "max_uses" INTEGER NOT NULL DEFAULT -1,
    "min_order_amount" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "max_discount" DECIMAL(18,2) NOT NULL DEFAULT -1,
    "valid_from" TIMESTAMPTZ(3),
    "valid_until" TIMESTAMPTZ(3),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "products_bound" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "coupons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coupon_redemptions" (
    "id" UUID NOT NULL,
    "coupon_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "discount_amount" DECIMAL(18,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "coupon_redemptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "coupons_uniqid_key" ON "coupons"("uniqid");

-- CreateIndex
CREATE INDEX "coupons_shop_id_id_idx" ON "coupons"("shop_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "coupons_shop_id_code_key_key" ON "coupons"("shop_id", "code_key");

-- CreateIndex
CREATE UNIQUE INDEX "coupon_redemptions_shop_id_reference_key" ON "coupon_redemptions"("shop_id", "reference");

-- AddForeignKey
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE CASCADE ON UPDATE CASCADE;
