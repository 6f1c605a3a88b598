-- CreateEnum
CREATE TYPE "product_file_status" AS ENUM ('PENDING', 'READY');

-- CreateTable
CREATE TABLE "product_files" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "filename" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT,
    "status" "product_file_status" NOT NULL DEFAULT 'PENDING',
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "product_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_file_chunks" (
    "file_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "product_file_chunks_pkey" PRIMARY KEY ("file_id","seq")
);

-- CreateIndex
CREATE INDEX "product_files_product_id_status_idx" ON "product_files"("product_id", "status");

-- CreateIndex
CREATE INDEX "product_files_status_created_at_idx" ON "product_files"("status", "created_at");

-- AddForeignKey
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_file_chunks" ADD CONSTRAINT "product_file_chunks_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "product_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;
