-- AlterTable
ALTER TABLE "members" ADD COLUMN     "totp_last_step" INTEGER;
