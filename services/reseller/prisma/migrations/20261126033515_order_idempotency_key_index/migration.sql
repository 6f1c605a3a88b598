-- CreateIndex
CREATE INDEX "reseller_orders_relationship_id_idempotency_key_idx" ON "reseller_orders"("relationship_id", "idempotency_key");
