/**
 * Public entry of the reporting module (issue #26 "Reporting (`/business/stats`)"): the report's service and routes,
 * and the booking facts recorder the booking service stores with each business booking. Owns `booking_report_facts`
 * (migration 0029).
 */
export { createReportingService, type ReportingService } from './service.ts';
export { reportingRoutes } from './routes.ts';
export { createReportFactsRecorder, type ReportFactsRecorder, type ReportFactsDraft } from './facts.ts';
