-- AlterTable
ALTER TABLE "timeline_entries" ADD COLUMN     "sequence" BIGSERIAL NOT NULL;

-- CreateTable
CREATE TABLE "invoices" (
    "id" UUID NOT NULL,
    "uniqid" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "status_before_dispute" TEXT,
    "flow_type" TEXT NOT NULL,
    "gateway" TEXT,
    "crypto_gateway" TEXT,
    "currency" CHAR(3) NOT NULL,
    "subtotal" DECIMAL(18,2) NOT NULL,
    "volume_discount" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "discount" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "total" DECIMAL(18,2) NOT NULL,
    "refunded_amount" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "customer_email" TEXT NOT NULL,
    "country" TEXT,
    "coupon_id" TEXT,
    "coupon_code" TEXT,
    "affiliate_code" TEXT,
    "custom_fields" JSONB,
    "developer_title" TEXT,
    "developer_webhook" TEXT,
    "return_url" TEXT,
    "status_details" TEXT,
    "void_details" TEXT,
    "provider_reference" TEXT,
    "expires_at" TIMESTAMPTZ(3),
    "paid_at" TIMESTAMPTZ(3),
    "fulfilment_due_at" TIMESTAMPTZ(3),
    "paid_event_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_lines" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "product_id" UUID NOT NULL,
    "product_uniqid" TEXT NOT NULL,
    "product_title" TEXT NOT NULL,
    "product_type" TEXT NOT NULL,
    "product_description" TEXT,
    "product_price" DECIMAL(18,2) NOT NULL,
    "service_text" TEXT,
    "dynamic_webhook" TEXT,
    "variant_id" UUID,
    "variant_title" TEXT,
    "quantity" INTEGER NOT NULL,
    "unit_price" DECIMAL(18,2) NOT NULL,
    "volume_discount" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "total" DECIMAL(18,2) NOT NULL,
    "delivery_status" TEXT NOT NULL DEFAULT 'PENDING',
    "delivered_at" TIMESTAMPTZ(3),
    "license_keys" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "delivered_text" TEXT,
    "delivery_error" TEXT,

    CONSTRAINT "invoice_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_attempts" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "gateway" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "checkout_url" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refunds" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "reason" TEXT,
    "gateway" TEXT,
    "reference" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider_events" (
    "provider" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "provider_events_pkey" PRIMARY KEY ("provider","event_id")
);

-- CreateTable
CREATE TABLE "test_provider_sessions" (
    "id" TEXT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "description" TEXT NOT NULL,
    "crypto_gateway" TEXT,
    "return_url" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "test_provider_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "invoices_uniqid_key" ON "invoices"("uniqid");

-- CreateIndex
CREATE INDEX "invoices_shop_id_created_at_id_idx" ON "invoices"("shop_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "invoices_shop_id_kind_created_at_id_idx" ON "invoices"("shop_id", "kind", "created_at", "id");

-- CreateIndex
CREATE INDEX "invoices_status_expires_at_idx" ON "invoices"("status", "expires_at");

-- CreateIndex
CREATE INDEX "invoices_fulfilment_due_at_idx" ON "invoices"("fulfilment_due_at");

-- CreateIndex
CREATE UNIQUE INDEX "invoice_lines_invoice_id_position_key" ON "invoice_lines"("invoice_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_session_id_key" ON "payment_attempts"("session_id");

-- CreateIndex
CREATE INDEX "payment_attempts_invoice_id_created_at_idx" ON "payment_attempts"("invoice_id", "created_at");

-- CreateIndex
CREATE INDEX "refunds_invoice_id_idx" ON "refunds"("invoice_id");

-- AddForeignKey
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
