-- AlterTable
ALTER TABLE "mail_settings" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';
