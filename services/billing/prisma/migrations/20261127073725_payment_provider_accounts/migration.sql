-- AlterTable
ALTER TABLE "payment_attempts" ADD COLUMN     "payment_ref" TEXT;

-- CreateTable
CREATE TABLE "payment_provider_accounts" (
    "shop_id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "sealed_credentials" TEXT NOT NULL,
    "livemode" BOOLEAN NOT NULL,
    "secret_key_hint" TEXT NOT NULL,
    "webhook_secret_hint" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_provider_accounts_pkey" PRIMARY KEY ("shop_id","provider")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_payment_ref_key" ON "payment_attempts"("payment_ref");
