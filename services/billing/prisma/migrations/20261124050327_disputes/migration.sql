-- CreateTable
CREATE TABLE "disputes" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "invoice_uniqid" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_dispute_id" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT,
    "amount" DECIMAL(18,2) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "gateway" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "disputes_shop_id_id_idx" ON "disputes"("shop_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "disputes_provider_provider_dispute_id_key" ON "disputes"("provider", "provider_dispute_id");

-- Manual: the states the application writes.
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_status" CHECK ("status" IN ('OPEN', 'WON', 'LOST'));
