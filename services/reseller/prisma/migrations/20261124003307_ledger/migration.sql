-- CreateTable
CREATE TABLE "reseller_relationships" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reseller_relationships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reseller_balances" (
    "relationship_id" UUID NOT NULL,
    "balance" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "hold_balance" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reseller_balances_pkey" PRIMARY KEY ("relationship_id")
);

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "reference" TEXT NOT NULL,
    "balance_after" DECIMAL(18,2) NOT NULL,
    "hold_after" DECIMAL(18,2) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reseller_relationships_shop_id_email_key" ON "reseller_relationships"("shop_id", "email");

-- CreateIndex
CREATE INDEX "ledger_entries_relationship_id_created_at_idx" ON "ledger_entries"("relationship_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "ledger_entries_relationship_id_kind_reference_key" ON "ledger_entries"("relationship_id", "kind", "reference");

-- AddForeignKey
ALTER TABLE "reseller_balances" ADD CONSTRAINT "reseller_balances_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "reseller_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "reseller_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The balance can never go negative, nor hold more than it has (issue 7: "the balance is never negative").
ALTER TABLE "reseller_balances" ADD CONSTRAINT "reseller_balances_balance_check" CHECK ("balance" >= 0);
ALTER TABLE "reseller_balances" ADD CONSTRAINT "reseller_balances_hold_check" CHECK ("hold_balance" >= 0 AND "hold_balance" <= "balance");
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_check" CHECK ("amount" >= 0);
