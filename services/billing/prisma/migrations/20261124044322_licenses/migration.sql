-- AlterTable
ALTER TABLE "invoice_lines" ADD COLUMN     "license_period" TEXT,
ADD COLUMN     "licensing_enabled" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "licenses" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "product_id" UUID NOT NULL,
    "invoice_uniqid" TEXT,
    "line_id" UUID,
    "customer_email" TEXT,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "hwid" TEXT,
    "expires_at" TIMESTAMPTZ(3),
    "last_validated_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "licenses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "licenses_shop_id_id_idx" ON "licenses"("shop_id", "id");

-- CreateIndex
CREATE INDEX "licenses_line_id_idx" ON "licenses"("line_id");

-- CreateIndex
CREATE UNIQUE INDEX "licenses_shop_id_key_key" ON "licenses"("shop_id", "key");

-- Manual: the states the application writes.
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_status" CHECK ("status" IN ('ACTIVE', 'DISABLED'));
