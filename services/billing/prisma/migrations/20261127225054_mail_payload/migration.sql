-- AlterTable
ALTER TABLE "mail_messages" ADD COLUMN     "payload" JSONB;
