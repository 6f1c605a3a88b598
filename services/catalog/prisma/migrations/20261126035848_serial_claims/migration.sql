-- CreateTable
CREATE TABLE "serial_claims" (
    "shop_id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "product_id" UUID NOT NULL,
    "variant_id" UUID,
    "quantity" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "serial_claims_pkey" PRIMARY KEY ("shop_id","reference")
);
