-- AlterTable
ALTER TABLE "members" ADD COLUMN     "failed_logins" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "locked_until" TIMESTAMPTZ(3),
ADD COLUMN     "totp_pending" TEXT,
ADD COLUMN     "totp_secret" TEXT;

-- CreateTable
CREATE TABLE "dashboard_tokens" (
    "id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dashboard_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_recovery_codes" (
    "id" UUID NOT NULL,
    "member_id" UUID NOT NULL,
    "code_hash" CHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "member_recovery_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_tokens_token_hash_key" ON "dashboard_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "dashboard_tokens_session_id_idx" ON "dashboard_tokens"("session_id");

-- CreateIndex
CREATE UNIQUE INDEX "member_recovery_codes_member_id_code_hash_key" ON "member_recovery_codes"("member_id", "code_hash");

-- CreateIndex
CREATE INDEX "dashboard_sessions_member_id_idx" ON "dashboard_sessions"("member_id");

-- AddForeignKey
ALTER TABLE "dashboard_tokens" ADD CONSTRAINT "dashboard_tokens_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "dashboard_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_recovery_codes" ADD CONSTRAINT "member_recovery_codes_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;
