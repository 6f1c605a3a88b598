-- CreateTable
CREATE TABLE "product_groups" (
    "id" UUID NOT NULL,
    "uniqid" TEXT NOT NULL,
    "shop_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "image_url" TEXT,
    "sort_priority" INTEGER NOT NULL DEFAULT 0,
    "unlisted" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "product_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_group_members" (
    "group_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "product_group_members_pkey" PRIMARY KEY ("group_id","product_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "product_groups_uniqid_key" ON "product_groups"("uniqid");

-- CreateIndex
CREATE INDEX "product_groups_shop_id_id_idx" ON "product_groups"("shop_id", "id");

-- CreateIndex
CREATE INDEX "product_group_members_product_id_idx" ON "product_group_members"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "product_group_members_group_id_position_key" ON "product_group_members"("group_id", "position");

-- AddForeignKey
ALTER TABLE "product_group_members" ADD CONSTRAINT "product_group_members_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "product_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_group_members" ADD CONSTRAINT "product_group_members_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
