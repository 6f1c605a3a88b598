-- CreateEnum
CREATE TYPE "plan" AS ENUM ('free', 'growth', 'enterprise');

-- AlterTable
ALTER TABLE "shops" ADD COLUMN     "plan" "plan" NOT NULL DEFAULT 'free';
