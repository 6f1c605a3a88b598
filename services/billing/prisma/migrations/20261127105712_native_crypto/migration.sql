-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "crypto_address" TEXT,
ADD COLUMN     "crypto_confirmations" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "crypto_confirmations_needed" INTEGER,
ADD COLUMN     "crypto_decimals" INTEGER,
ADD COLUMN     "crypto_rate" DECIMAL(30,10),
ADD COLUMN     "crypto_received_units" DECIMAL(38,0) NOT NULL DEFAULT 0,
ADD COLUMN     "crypto_units" DECIMAL(38,0),
ADD COLUMN     "crypto_uri" TEXT;

-- CreateTable
CREATE TABLE "crypto_wallets" (
    "shop_id" UUID NOT NULL,
    "coin" TEXT NOT NULL,
    "xpub" TEXT NOT NULL,
    "confirmations_needed" INTEGER NOT NULL,
    "next_index" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "crypto_wallets_pkey" PRIMARY KEY ("shop_id","coin")
);

-- CreateTable
CREATE TABLE "crypto_payments" (
    "address" TEXT NOT NULL,
    "attempt_id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "coin" TEXT NOT NULL,
    "xpub" TEXT NOT NULL,
    "derivation_index" INTEGER NOT NULL,
    "expected_units" DECIMAL(38,0) NOT NULL,
    "rate" DECIMAL(30,10) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "confirmations_needed" INTEGER NOT NULL,
    "seen_units" DECIMAL(38,0) NOT NULL DEFAULT 0,
    "confirmed_units" DECIMAL(38,0) NOT NULL DEFAULT 0,
    "confirmations" INTEGER NOT NULL DEFAULT 0,
    "state" TEXT NOT NULL,
    "watch_until" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "crypto_payments_pkey" PRIMARY KEY ("address")
);

-- CreateIndex
CREATE UNIQUE INDEX "crypto_payments_attempt_id_key" ON "crypto_payments"("attempt_id");

-- CreateIndex
CREATE INDEX "crypto_payments_state_watch_until_idx" ON "crypto_payments"("state", "watch_until");

-- CreateIndex
CREATE UNIQUE INDEX "crypto_payments_shop_id_coin_xpub_derivation_index_key" ON "crypto_payments"("shop_id", "coin", "xpub", "derivation_index");
