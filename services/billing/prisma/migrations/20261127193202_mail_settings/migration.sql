-- CreateTable
CREATE TABLE "mail_settings" (
    "shop_id" UUID NOT NULL,
    "disabled_templates" TEXT[],
    "reply_to" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mail_settings_pkey" PRIMARY KEY ("shop_id")
);
