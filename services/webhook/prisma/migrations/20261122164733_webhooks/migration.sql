-- CreateTable
CREATE TABLE "webhooks" (
    "id" UUID NOT NULL,
    "uniqid" TEXT NOT NULL,
    "shop_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[],
    "description" TEXT,
    "product_id" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "secret_ciphertext" TEXT NOT NULL,
    "secret_hint" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhooks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_callbacks" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "invoice_uniqid" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "secret_ciphertext" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_callbacks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" UUID NOT NULL,
    "uniqid" TEXT NOT NULL,
    "shop_id" UUID NOT NULL,
    "webhook_id" UUID,
    "callback_id" UUID,
    "source_event_id" UUID,
    "event" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "invoice_uniqid" TEXT,
    "is_test" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "locked_until" TIMESTAMPTZ(3),
    "response_code" INTEGER,
    "error_message" TEXT,
    "duration_ms" INTEGER,
    "retry_of" UUID,
    "traceparent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_delivery_attempts" (
    "id" UUID NOT NULL,
    "delivery_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_ms" INTEGER NOT NULL,
    "response_code" INTEGER,
    "error_message" TEXT,
    "response_body" TEXT,
    "request_headers" JSONB NOT NULL,

    CONSTRAINT "webhook_delivery_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_events" (
    "event_id" UUID NOT NULL,
    "consumer" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("event_id","consumer")
);

-- CreateIndex
CREATE UNIQUE INDEX "webhooks_uniqid_key" ON "webhooks"("uniqid");

-- CreateIndex
CREATE INDEX "webhooks_shop_id_id_idx" ON "webhooks"("shop_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_callbacks_shop_id_invoice_uniqid_key" ON "payment_callbacks"("shop_id", "invoice_uniqid");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_uniqid_key" ON "webhook_deliveries"("uniqid");

-- CreateIndex
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_shop_id_created_at_idx" ON "webhook_deliveries"("shop_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_source_event_id_webhook_id_key" ON "webhook_deliveries"("source_event_id", "webhook_id");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_source_event_id_callback_id_key" ON "webhook_deliveries"("source_event_id", "callback_id");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_delivery_attempts_delivery_id_number_key" ON "webhook_delivery_attempts"("delivery_id", "number");

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhooks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_callback_id_fkey" FOREIGN KEY ("callback_id") REFERENCES "payment_callbacks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
