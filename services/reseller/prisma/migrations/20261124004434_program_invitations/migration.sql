-- AlterTable
ALTER TABLE "reseller_relationships" ADD COLUMN     "commission_percent" DECIMAL(5,2),
ADD COLUMN     "invitation_id" UUID,
ADD COLUMN     "mode" TEXT NOT NULL DEFAULT 'BOTH',
ADD COLUMN     "product_access" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "purchase_limit_daily" DECIMAL(18,2);

-- CreateTable
CREATE TABLE "reseller_programs" (
    "shop_id" UUID NOT NULL,
    "is_enabled" BOOLEAN NOT NULL DEFAULT false,
    "default_mode" TEXT NOT NULL DEFAULT 'BOTH',
    "default_commission_percent" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "default_wholesale_discount_percent" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "min_payout_threshold" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reseller_programs_pkey" PRIMARY KEY ("shop_id")
);

-- CreateTable
CREATE TABLE "reseller_invitations" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "mode" TEXT NOT NULL,
    "custom_commission_percent" DECIMAL(5,2),
    "purchase_limit_daily" DECIMAL(18,2),
    "product_access" JSONB NOT NULL DEFAULT '[]',
    "status" TEXT NOT NULL,
    "relationship_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),

    CONSTRAINT "reseller_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reseller_invitations_shop_id_created_at_idx" ON "reseller_invitations"("shop_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "reseller_relationships_invitation_id_key" ON "reseller_relationships"("invitation_id");
