-- CreateTable
CREATE TABLE "variant_fields" (
    "id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "placeholder" TEXT,
    "default_value" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "options" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "variant_fields_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "variant_fields_product_id_sort_order_idx" ON "variant_fields"("product_id", "sort_order");

-- AddForeignKey
ALTER TABLE "variant_fields" ADD CONSTRAINT "variant_fields_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
