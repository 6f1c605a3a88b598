-- AlterTable
ALTER TABLE "customers" ADD COLUMN     "affiliate_code" TEXT,
ADD COLUMN     "affiliate_since" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "affiliate_customer_id" UUID,
ADD COLUMN     "affiliate_percent" DECIMAL(5,2);

-- CreateTable
CREATE TABLE "affiliate_applications" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT,
    "website" TEXT,
    "status" TEXT NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "decided_at" TIMESTAMPTZ(3),

    CONSTRAINT "affiliate_applications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "affiliate_applications_shop_id_status_created_at_idx" ON "affiliate_applications"("shop_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "affiliate_applications_customer_id_idx" ON "affiliate_applications"("customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "customers_shop_id_affiliate_code_key" ON "customers"("shop_id", "affiliate_code");

-- CreateIndex
CREATE INDEX "invoices_affiliate_customer_id_idx" ON "invoices"("affiliate_customer_id");

ALTER TABLE "affiliate_applications" ADD CONSTRAINT "affiliate_applications_status_check"
  CHECK ("status" IN ('PENDING', 'APPROVED', 'REJECTED'));
-- One open application per customer.
CREATE UNIQUE INDEX "affiliate_applications_one_pending" ON "affiliate_applications"("customer_id") WHERE "status" = 'PENDING';
ALTER TABLE "customers" ADD CONSTRAINT "customers_affiliate_percent_check"
  CHECK ("affiliate_revenue_percent" >= 0 AND "affiliate_revenue_percent" <= 100);
