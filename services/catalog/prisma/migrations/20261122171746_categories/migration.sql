-- CreateTable
CREATE TABLE "categories" (
    "id" UUID NOT NULL,
    "uniqid" TEXT NOT NULL,
    "shop_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "sort_priority" INTEGER NOT NULL DEFAULT 0,
    "unlisted" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "categories_uniqid_key" ON "categories"("uniqid");

-- CreateIndex
CREATE INDEX "categories_shop_id_id_idx" ON "categories"("shop_id", "id");
