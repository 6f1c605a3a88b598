-- AlterTable: a session opened before step-up existed was last proven at its sign-in.
ALTER TABLE "dashboard_sessions" ADD COLUMN     "authenticated_at" TIMESTAMPTZ(3);
UPDATE "dashboard_sessions" SET "authenticated_at" = "created_at";
ALTER TABLE "dashboard_sessions" ALTER COLUMN "authenticated_at" SET DEFAULT CURRENT_TIMESTAMP,
ALTER COLUMN "authenticated_at" SET NOT NULL;

-- AlterTable
ALTER TABLE "members" DROP COLUMN "failed_logins",
DROP COLUMN "locked_until";

-- CreateTable
CREATE TABLE "sign_in_throttles" (
    "email_hash" CHAR(64) NOT NULL,
    "failures" INTEGER NOT NULL,
    "last_failure_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sign_in_throttles_pkey" PRIMARY KEY ("email_hash")
);

-- CreateTable
CREATE TABLE "sign_in_devices" (
    "id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "email_hash" CHAR(64) NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sign_in_devices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sign_in_throttles_last_failure_at_idx" ON "sign_in_throttles"("last_failure_at");

-- CreateIndex
CREATE UNIQUE INDEX "sign_in_devices_token_hash_key" ON "sign_in_devices"("token_hash");

-- CreateIndex
CREATE INDEX "sign_in_devices_expires_at_idx" ON "sign_in_devices"("expires_at");
