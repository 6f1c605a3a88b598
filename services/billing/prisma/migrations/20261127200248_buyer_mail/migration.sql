-- CreateTable
CREATE TABLE "mail_messages" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "template" TEXT NOT NULL,
    "recipient" TEXT NOT NULL,
    "dedupe_key" TEXT NOT NULL,
    "invoice_id" UUID,
    "invoice_uniqid" TEXT,
    "subscription_id" UUID,
    "about_id" UUID,
    "status" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL,
    "claimed_until" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "smtp_response" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mail_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_settings" (
    "shop_id" UUID NOT NULL,
    "disabled_templates" TEXT[],
    "reply_to" TEXT,
    "goods_in_mail" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mail_settings_pkey" PRIMARY KEY ("shop_id")
);

-- CreateIndex
CREATE INDEX "mail_messages_status_next_attempt_at_idx" ON "mail_messages"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "mail_messages_invoice_id_idx" ON "mail_messages"("invoice_id");

-- CreateIndex
CREATE UNIQUE INDEX "mail_messages_shop_id_dedupe_key_key" ON "mail_messages"("shop_id", "dedupe_key");
