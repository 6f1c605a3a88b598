-- CreateTable
CREATE TABLE "journey_test_runs" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "bot_id" TEXT NOT NULL,
    "journey_id" TEXT NOT NULL,
    "input" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "journey_test_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "journey_test_runs_shop_id_channel_bot_id_journey_id_id_idx" ON "journey_test_runs"("shop_id", "channel", "bot_id", "journey_id", "id");
