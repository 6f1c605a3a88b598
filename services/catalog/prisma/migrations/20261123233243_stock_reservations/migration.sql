-- CreateTable
CREATE TABLE "stock_reservations" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "product_id" UUID NOT NULL,
    "variant_id" UUID,
    "quantity" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stock_reservations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "stock_reservations_shop_id_reference_key" ON "stock_reservations"("shop_id", "reference");
