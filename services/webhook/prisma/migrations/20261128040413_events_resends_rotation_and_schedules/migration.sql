-- DropIndex
DROP INDEX "webhook_deliveries_source_event_id_callback_id_key";

-- DropIndex
DROP INDEX "webhook_deliveries_source_event_id_webhook_id_key";

-- AlterTable
ALTER TABLE "webhook_deliveries" ADD COLUMN     "resend" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "webhooks" ADD COLUMN     "previous_secret_ciphertext" TEXT,
ADD COLUMN     "previous_secret_expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "retry_schedule" TEXT NOT NULL DEFAULT 'standard';

-- CreateTable
CREATE TABLE "events" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "object_id" TEXT NOT NULL,
    "sequence" BIGINT NOT NULL,
    "data" JSON NOT NULL,
    "redacted_data" JSON,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "events_shop_id_created_at_id_idx" ON "events"("shop_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "events_shop_id_recorded_at_idx" ON "events"("shop_id", "recorded_at");

-- CreateIndex
CREATE INDEX "events_shop_id_object_id_idx" ON "events"("shop_id", "object_id");

-- CreateIndex
CREATE INDEX "events_created_at_idx" ON "events"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_source_event_id_webhook_id_resend_key" ON "webhook_deliveries"("source_event_id", "webhook_id", "resend");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_deliveries_source_event_id_callback_id_resend_key" ON "webhook_deliveries"("source_event_id", "callback_id", "resend");
