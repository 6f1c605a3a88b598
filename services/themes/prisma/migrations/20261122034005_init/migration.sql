-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "sequence" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "shop_id" UUID,
    "aggregate_id" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "traceparent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "outbox_events_published_at_sequence_idx" ON "outbox_events"("published_at", "sequence");
