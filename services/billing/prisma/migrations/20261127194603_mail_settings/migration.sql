-- CreateTable
CREATE TABLE "mail_settings" (
    "shop_id" UUID NOT NULL,
    "disabled_templates" TEXT[],
    "reply_to" TEXT,
    "goods_in_mail" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mail_settings_pkey" PRIMARY KEY ("shop_id")
);
