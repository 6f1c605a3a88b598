-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "amount_received" DECIMAL(18,2) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "test_provider_sessions" ADD COLUMN     "received" DECIMAL(18,2) NOT NULL DEFAULT 0;
