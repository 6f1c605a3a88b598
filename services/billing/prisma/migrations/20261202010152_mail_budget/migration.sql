-- CreateTable
CREATE TABLE "mail_budget_spends" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "recipient" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "spent_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mail_budget_spends_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "mail_budget_spends_shop_id_spent_at_idx" ON "mail_budget_spends"("shop_id", "spent_at");

-- CreateIndex
CREATE INDEX "mail_budget_spends_spent_at_idx" ON "mail_budget_spends"("spent_at");

-- CreateIndex
CREATE INDEX "invoices_shop_id_customer_email_idx" ON "invoices"("shop_id", "customer_email");
