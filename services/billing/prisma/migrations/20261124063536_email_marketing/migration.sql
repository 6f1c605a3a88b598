-- CreateTable
CREATE TABLE "marketing_contacts" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "subscribed" BOOLEAN NOT NULL DEFAULT true,
    "consent_basis" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "suppression" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "marketing_contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_segments" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "filter_rules" JSONB NOT NULL,
    "contact_count" INTEGER NOT NULL,
    "counted_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "email_segments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "marketing_contacts_shop_id_id_idx" ON "marketing_contacts"("shop_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "marketing_contacts_shop_id_email_key" ON "marketing_contacts"("shop_id", "email");

-- CreateIndex
CREATE INDEX "email_segments_shop_id_id_idx" ON "email_segments"("shop_id", "id");

ALTER TABLE "marketing_contacts" ADD CONSTRAINT "marketing_contacts_suppression_check"
  CHECK ("suppression" IS NULL OR "suppression" IN ('BOUNCED', 'COMPLAINED'));
ALTER TABLE "email_segments" ADD CONSTRAINT "email_segments_count_check" CHECK ("contact_count" >= 0);
