-- CreateTable
CREATE TABLE "analytics_reports" (
    "id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "range" TEXT NOT NULL,
    "from_day" TEXT,
    "to_day" TEXT,
    "currency" CHAR(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "analytics_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_report_runs" (
    "id" UUID NOT NULL,
    "report_id" UUID NOT NULL,
    "shop_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "result" JSONB,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "analytics_report_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "analytics_reports_shop_id_id_idx" ON "analytics_reports"("shop_id", "id");

-- CreateIndex
CREATE INDEX "analytics_report_runs_status_created_at_idx" ON "analytics_report_runs"("status", "created_at");

-- CreateIndex
CREATE INDEX "analytics_report_runs_report_id_created_at_idx" ON "analytics_report_runs"("report_id", "created_at");

-- AddForeignKey
ALTER TABLE "analytics_report_runs" ADD CONSTRAINT "analytics_report_runs_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "analytics_reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "analytics_report_runs" ADD CONSTRAINT "analytics_report_runs_status_check"
  CHECK ("status" IN ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'));
ALTER TABLE "analytics_reports" ADD CONSTRAINT "analytics_reports_range_check"
  CHECK ("range" IN ('LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'MONTH_TO_DATE', 'CUSTOM'));
