-- CreateTable
CREATE TABLE "replacement_events" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "invoice_uniqid" TEXT NOT NULL,
    "line_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "product_title" TEXT NOT NULL,
    "old_serial" TEXT NOT NULL,
    "new_serial" TEXT NOT NULL,
    "reason" TEXT,
    "actor_type" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "replacement_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "replacement_events_shop_id_id_idx" ON "replacement_events"("shop_id", "id");

-- CreateIndex
CREATE INDEX "replacement_events_line_id_idx" ON "replacement_events"("line_id");
