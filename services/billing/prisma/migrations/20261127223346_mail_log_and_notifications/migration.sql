-- AlterTable
ALTER TABLE "mail_messages" ADD COLUMN     "complained_at" TIMESTAMPTZ(3),
ADD COLUMN     "test" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "mail_messages_shop_id_id_idx" ON "mail_messages"("shop_id", "id");
