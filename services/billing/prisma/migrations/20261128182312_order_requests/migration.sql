-- CreateTable
CREATE TABLE "order_requests" (
    "shop_id" UUID NOT NULL,
    "key" CHAR(64) NOT NULL,
    "fingerprint" CHAR(64) NOT NULL,
    "invoice_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_requests_pkey" PRIMARY KEY ("shop_id","key")
);

-- CreateIndex
CREATE INDEX "order_requests_invoice_id_idx" ON "order_requests"("invoice_id");

-- AddForeignKey
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
