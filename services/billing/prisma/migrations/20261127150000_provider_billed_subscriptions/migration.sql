-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "billing_provider" TEXT,
ADD COLUMN     "provider_subscription_id" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions"("shop_id", "billing_provider", "provider_subscription_id");
