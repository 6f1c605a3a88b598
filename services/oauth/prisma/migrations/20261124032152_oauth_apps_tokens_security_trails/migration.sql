-- CreateEnum
CREATE TYPE "oauth_client_type" AS ENUM ('confidential', 'public');

-- CreateTable
CREATE TABLE "oauth_apps" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "client_type" "oauth_client_type" NOT NULL,
    "secret_hash" CHAR(64),
    "secret_prefix" TEXT,
    "redirect_uris" TEXT[],
    "scopes" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "secret_rotated_at" TIMESTAMPTZ(3),

    CONSTRAINT "oauth_apps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_installations" (
    "id" UUID NOT NULL,
    "app_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "member_id" UUID,
    "member_email" TEXT,
    "scopes" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "oauth_installations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_codes" (
    "id" UUID NOT NULL,
    "code_hash" CHAR(64) NOT NULL,
    "app_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "member_id" UUID NOT NULL,
    "session_id" UUID,
    "redirect_uri" TEXT NOT NULL,
    "scopes" TEXT[],
    "code_challenge" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "consumed_at" TIMESTAMPTZ(3),

    CONSTRAINT "oauth_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_token_families" (
    "id" UUID NOT NULL,
    "app_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "installation_id" UUID NOT NULL,
    "member_id" UUID,
    "code_id" UUID NOT NULL,
    "scopes" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_reason" TEXT,

    CONSTRAINT "oauth_token_families_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_access_tokens" (
    "id" UUID NOT NULL,
    "family_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "scopes" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "oauth_access_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_refresh_tokens" (
    "id" UUID NOT NULL,
    "family_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "rotated_at" TIMESTAMPTZ(3),
    "replay_ciphertext" TEXT,

    CONSTRAINT "oauth_refresh_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dashboard_sessions" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "member_id" UUID,
    "token_hash" CHAR(64) NOT NULL,
    "ip" TEXT,
    "user_agent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "dashboard_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "security_events" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "actor_type" TEXT NOT NULL,
    "actor_id" TEXT,
    "actor_label" TEXT,
    "session_id" UUID,
    "subject_type" TEXT NOT NULL,
    "subject_id" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "ip" TEXT,
    "user_agent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "security_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "oauth_apps_client_id_key" ON "oauth_apps"("client_id");

-- CreateIndex
CREATE INDEX "oauth_apps_shop_id_created_at_idx" ON "oauth_apps"("shop_id", "created_at");

-- CreateIndex
CREATE INDEX "oauth_installations_shop_id_created_at_idx" ON "oauth_installations"("shop_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_installations_app_id_shop_id_key" ON "oauth_installations"("app_id", "shop_id");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_codes_code_hash_key" ON "oauth_codes"("code_hash");

-- CreateIndex
CREATE INDEX "oauth_codes_expires_at_idx" ON "oauth_codes"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_token_families_code_id_key" ON "oauth_token_families"("code_id");

-- CreateIndex
CREATE INDEX "oauth_token_families_installation_id_idx" ON "oauth_token_families"("installation_id");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_access_tokens_token_hash_key" ON "oauth_access_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "oauth_access_tokens_family_id_idx" ON "oauth_access_tokens"("family_id");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_refresh_tokens_token_hash_key" ON "oauth_refresh_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "oauth_refresh_tokens_family_id_idx" ON "oauth_refresh_tokens"("family_id");

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_sessions_token_hash_key" ON "dashboard_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "dashboard_sessions_shop_id_idx" ON "dashboard_sessions"("shop_id");

-- CreateIndex
CREATE INDEX "security_events_shop_id_id_idx" ON "security_events"("shop_id", "id");

-- CreateIndex
CREATE INDEX "security_events_shop_id_type_id_idx" ON "security_events"("shop_id", "type", "id");

-- CreateIndex
CREATE INDEX "security_events_session_id_id_idx" ON "security_events"("session_id", "id");

-- CreateIndex
CREATE INDEX "members_email_idx" ON "members"("email");

-- AddForeignKey
ALTER TABLE "oauth_apps" ADD CONSTRAINT "oauth_apps_shop_id_fkey" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_installations" ADD CONSTRAINT "oauth_installations_app_id_fkey" FOREIGN KEY ("app_id") REFERENCES "oauth_apps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_installations" ADD CONSTRAINT "oauth_installations_shop_id_fkey" FOREIGN KEY ("shop_id") REFERENCES "shops"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_app_id_fkey" FOREIGN KEY ("app_id") REFERENCES "oauth_apps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_token_families" ADD CONSTRAINT "oauth_token_families_app_id_fkey" FOREIGN KEY ("app_id") REFERENCES "oauth_apps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_token_families" ADD CONSTRAINT "oauth_token_families_installation_id_fkey" FOREIGN KEY ("installation_id") REFERENCES "oauth_installations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_token_families" ADD CONSTRAINT "oauth_token_families_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_access_tokens" ADD CONSTRAINT "oauth_access_tokens_family_id_fkey" FOREIGN KEY ("family_id") REFERENCES "oauth_token_families"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_refresh_tokens" ADD CONSTRAINT "oauth_refresh_tokens_family_id_fkey" FOREIGN KEY ("family_id") REFERENCES "oauth_token_families"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_sessions" ADD CONSTRAINT "dashboard_sessions_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Manual: the rules the application relies on, enforced by the database as well.
ALTER TABLE "oauth_apps" ADD CONSTRAINT "oauth_apps_secret_matches_type"
  CHECK (("client_type" = 'confidential') = ("secret_hash" IS NOT NULL));
ALTER TABLE "oauth_apps" ADD CONSTRAINT "oauth_apps_has_redirect_uri"
  CHECK (cardinality("redirect_uris") >= 1);
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_expiry_after_creation"
  CHECK ("expires_at" > "created_at");
