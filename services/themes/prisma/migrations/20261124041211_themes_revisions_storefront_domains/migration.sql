-- CreateTable
CREATE TABLE "themes" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "base" TEXT NOT NULL,
    "settings" JSONB NOT NULL,
    "draft_revision" INTEGER NOT NULL,
    "published_revision" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "themes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "theme_revisions" (
    "theme_id" UUID NOT NULL,
    "revision" INTEGER NOT NULL,
    "document" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "theme_revisions_pkey" PRIMARY KEY ("theme_id","revision")
);

-- CreateTable
CREATE TABLE "storefronts" (
    "shop_id" UUID NOT NULL,
    "live_theme_id" UUID,
    "layout" JSONB,
    "layout_updated_at" TIMESTAMPTZ(3),

    CONSTRAINT "storefronts_pkey" PRIMARY KEY ("shop_id")
);

-- CreateTable
CREATE TABLE "preview_sessions" (
    "id" UUID NOT NULL,
    "theme_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "preview_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "store_domains" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "hostname" TEXT NOT NULL,
    "verification_token" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "detail" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "checked_at" TIMESTAMPTZ(3),
    "verified_at" TIMESTAMPTZ(3),

    CONSTRAINT "store_domains_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "themes_shop_id_id_idx" ON "themes"("shop_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "preview_sessions_token_hash_key" ON "preview_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "preview_sessions_theme_id_idx" ON "preview_sessions"("theme_id");

-- CreateIndex
CREATE UNIQUE INDEX "store_domains_shop_id_hostname_key" ON "store_domains"("shop_id", "hostname");

-- AddForeignKey
ALTER TABLE "theme_revisions" ADD CONSTRAINT "theme_revisions_theme_id_fkey" FOREIGN KEY ("theme_id") REFERENCES "themes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "preview_sessions" ADD CONSTRAINT "preview_sessions_theme_id_fkey" FOREIGN KEY ("theme_id") REFERENCES "themes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Manual: the rules the application relies on, enforced by the database as well.
ALTER TABLE "themes" ADD CONSTRAINT "themes_published_not_ahead_of_draft"
  CHECK ("published_revision" IS NULL OR ("published_revision" >= 1 AND "published_revision" <= "draft_revision"));
ALTER TABLE "theme_revisions" ADD CONSTRAINT "theme_revisions_positive" CHECK ("revision" >= 1);
ALTER TABLE "store_domains" ADD CONSTRAINT "store_domains_status"
  CHECK ("status" IN ('pending', 'verified', 'failed'));
