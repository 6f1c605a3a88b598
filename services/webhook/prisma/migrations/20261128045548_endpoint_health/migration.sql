-- AlterTable
ALTER TABLE "webhooks" ADD COLUMN     "disabled_at" TIMESTAMPTZ(3),
ADD COLUMN     "disabled_reason" TEXT;

-- CreateIndex
CREATE INDEX "webhook_deliveries_webhook_id_status_updated_at_idx" ON "webhook_deliveries"("webhook_id", "status", "updated_at");
