-- CreateTable
CREATE TABLE "customers" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "surname" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "phone_country_code" TEXT NOT NULL DEFAULT '',
    "country_code" TEXT NOT NULL DEFAULT '',
    "street_address" TEXT NOT NULL DEFAULT '',
    "additional_address_info" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "postal_code" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "tags" TEXT[],
    "affiliate_revenue" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "affiliate_revenue_percent" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "currency" CHAR(3) NOT NULL,
    "balance" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "total_spent" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "order_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_wallet_entries" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "balance_after" DECIMAL(18,2) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customer_wallet_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "customers_shop_id_created_at_id_idx" ON "customers"("shop_id", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "customers_shop_id_email_key" ON "customers"("shop_id", "email");

-- CreateIndex
CREATE INDEX "customer_wallet_entries_customer_id_created_at_idx" ON "customer_wallet_entries"("customer_id", "created_at");

-- AddForeignKey
ALTER TABLE "customer_wallet_entries" ADD CONSTRAINT "customer_wallet_entries_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Manual: a wallet never goes negative, whatever the application does.
ALTER TABLE "customers" ADD CONSTRAINT "customers_balance_not_negative" CHECK ("balance" >= 0);
ALTER TABLE "customer_wallet_entries" ADD CONSTRAINT "customer_wallet_entries_type"
  CHECK ("type" IN ('credit', 'debit'));
ALTER TABLE "customer_wallet_entries" ADD CONSTRAINT "customer_wallet_entries_positive" CHECK ("amount" > 0);
