-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "subscription_id" UUID;

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "product_uniqid" TEXT NOT NULL,
    "product_title" TEXT NOT NULL,
    "product_type" TEXT NOT NULL,
    "variant_id" UUID,
    "quantity" INTEGER NOT NULL,
    "unit_price" DECIMAL(18,2) NOT NULL,
    "price" DECIMAL(18,2) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "interval" TEXT NOT NULL,
    "interval_count" INTEGER NOT NULL,
    "trial_days" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "gateway" TEXT,
    "origin" TEXT NOT NULL,
    "customer_email" TEXT NOT NULL,
    "customer_id" UUID,
    "payment_link_id" UUID,
    "coupon_id" TEXT,
    "first_invoice_id" UUID NOT NULL,
    "template_line_id" UUID NOT NULL,
    "renewal_invoice_id" UUID,
    "current_period_start" TIMESTAMPTZ(3),
    "current_period_end" TIMESTAMPTZ(3),
    "trial_ends_at" TIMESTAMPTZ(3),
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "canceled_at" TIMESTAMPTZ(3),
    "paused_at" TIMESTAMPTZ(3),
    "resumes_at" TIMESTAMPTZ(3),
    "renewal_invoice_created" BOOLEAN NOT NULL DEFAULT false,
    "trial_period_ending_email_sent" BOOLEAN NOT NULL DEFAULT false,
    "upcoming_email_1_week_sent" BOOLEAN NOT NULL DEFAULT false,
    "status_details" TEXT,
    "cancel_reason_id" INTEGER,
    "cancel_reason_comment" TEXT,
    "custom_fields" JSONB NOT NULL DEFAULT '{}',
    "next_due_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "subscriptions_shop_id_id_idx" ON "subscriptions"("shop_id", "id");

-- CreateIndex
CREATE INDEX "subscriptions_shop_id_status_id_idx" ON "subscriptions"("shop_id", "status", "id");

-- CreateIndex
CREATE INDEX "subscriptions_next_due_at_idx" ON "subscriptions"("next_due_at");

-- CreateIndex
CREATE INDEX "invoices_subscription_id_idx" ON "invoices"("subscription_id");

-- Rules the database keeps even if a code path forgets them.
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check"
  CHECK ("status" IN ('PENDING', 'TRIALING', 'ACTIVE', 'CANCELED', 'CANCELLED'));
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_interval_check"
  CHECK ("interval" IN ('DAY', 'WEEK', 'MONTH', 'YEAR') AND "interval_count" >= 1);
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_price_check" CHECK ("price" >= 0 AND "quantity" >= 1);
