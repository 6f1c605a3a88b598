-- AlterTable
ALTER TABLE "reseller_invitations" ADD COLUMN     "accept_token_hash" TEXT;

-- CreateTable
CREATE TABLE "reseller_portal_sessions" (
    "id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reseller_portal_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reseller_portal_sessions_token_hash_key" ON "reseller_portal_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "reseller_portal_sessions_relationship_id_idx" ON "reseller_portal_sessions"("relationship_id");
