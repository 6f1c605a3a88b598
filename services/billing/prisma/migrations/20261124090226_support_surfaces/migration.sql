-- CreateTable
CREATE TABLE "tickets" (
    "id" UUID NOT NULL,
    "uniqid" TEXT NOT NULL,
    "shop_id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "invoice_uniqid" TEXT NOT NULL,
    "customer_email" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "messages_count" INTEGER NOT NULL,
    "last_message_at" TIMESTAMPTZ(3) NOT NULL,
    "last_message_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "tickets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ticket_messages" (
    "id" UUID NOT NULL,
    "ticket_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "author" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ticket_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "uniqid" TEXT NOT NULL,
    "shop_id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "invoice_uniqid" TEXT NOT NULL,
    "product_id" TEXT,
    "product_title" TEXT,
    "customer_email" TEXT NOT NULL,
    "score" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "reply" TEXT,
    "replied_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blacklist_entries" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "match_key" TEXT NOT NULL,
    "display" TEXT NOT NULL,
    "note" TEXT,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "last_hit_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "blacklist_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "escrows" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "invoice_uniqid" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "hold_days" INTEGER NOT NULL,
    "release_at" TIMESTAMPTZ(3) NOT NULL,
    "released_at" TIMESTAMPTZ(3),
    "release_reason" TEXT,
    "cancelled_at" TIMESTAMPTZ(3),
    "cancel_reason" TEXT,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "escrows_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tickets_uniqid_key" ON "tickets"("uniqid");

-- CreateIndex
CREATE INDEX "tickets_shop_id_id_idx" ON "tickets"("shop_id", "id");

-- CreateIndex
CREATE INDEX "tickets_shop_id_invoice_uniqid_idx" ON "tickets"("shop_id", "invoice_uniqid");

-- CreateIndex
CREATE INDEX "ticket_messages_ticket_id_id_idx" ON "ticket_messages"("ticket_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_uniqid_key" ON "reviews"("uniqid");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_invoice_id_key" ON "reviews"("invoice_id");

-- CreateIndex
CREATE INDEX "reviews_shop_id_id_idx" ON "reviews"("shop_id", "id");

-- CreateIndex
CREATE INDEX "blacklist_entries_shop_id_id_idx" ON "blacklist_entries"("shop_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "blacklist_entries_shop_id_type_match_key_key" ON "blacklist_entries"("shop_id", "type", "match_key");

-- CreateIndex
CREATE UNIQUE INDEX "escrows_invoice_id_key" ON "escrows"("invoice_id");

-- CreateIndex
CREATE INDEX "escrows_shop_id_id_idx" ON "escrows"("shop_id", "id");

-- CreateIndex
CREATE INDEX "escrows_status_release_at_idx" ON "escrows"("status", "release_at");

-- AddForeignKey
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_fkey" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rules the application also checks, kept by the database for every writer.
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_check" CHECK ("status" IN ('OPEN', 'ANSWERED', 'CLOSED'));
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_check" CHECK ("author" IN ('BUYER', 'MERCHANT'));
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_score_check" CHECK ("score" BETWEEN 1 AND 5);
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_type_check" CHECK ("type" IN ('EMAIL', 'IP', 'COUNTRY', 'FINGERPRINT'));
ALTER TABLE "escrows" ADD CONSTRAINT "escrows_status_check" CHECK ("status" IN ('HELD', 'RELEASED', 'CANCELLED'));
ALTER TABLE "escrows" ADD CONSTRAINT "escrows_amount_check" CHECK ("amount" >= 0);
