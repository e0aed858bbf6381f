import type { Migration } from "kysely/migration";
import * as initial from "./2026-11-22T00-00-00_initial";
import * as images from "./2026-11-22T01-00-00_images";
import * as changeNotifications from "./2026-11-22T02-00-00_change-notifications";
import * as identityKeys from "./2026-11-23T01-00-00_identity-keys";
import * as compliance from "./2026-11-23T03-00-00_compliance";
import * as contentWorkspace from "./2026-11-23T04-00-00_content-workspace";
import * as apiKeys from "./2026-11-23T05-00-00_api-keys";
import * as generationSources from "./2026-11-23T06-00-00_generation-sources";
import * as aiUsage from "./2026-11-23T07-00-00_ai-usage";
import * as adminListIndexes from "./2026-11-23T08-00-00_admin-list-indexes";
import * as tableCounts from "./2026-11-23T09-00-00_table-counts";
import * as chatPaging from "./2026-11-23T10-00-00_chat-paging";
import * as revokeDormantApiKeys from "./2026-11-26T02-00-00_revoke-dormant-api-keys";
import * as aiSpendReservations from "./2026-11-26T02-10-00_ai-spend-reservations";
import * as visitorClaims from "./2026-11-26T03-00-00_visitor-claims";
import * as auditTrail from "./2026-11-26T04-00-00_audit-trail";
import * as complianceRulebook from "./2026-11-26T05-00-00_compliance-rulebook";
import * as webhooksAndSchedules from "./2026-11-26T07-00-00_webhooks-and-schedules";
import * as commentsAndNotifications from "./2026-11-26T08-00-00_comments-and-notifications";
import * as reviewerRole from "./2026-11-26T10-00-00_reviewer-role";
import * as emailFields from "./2026-11-26T12-00-00_email-fields";
import * as approvalSubmittedAt from "./2026-11-27T10-00-00_approval-submitted-at";
import * as approvalProduct from "./2026-11-27T14-00-00_approval-product";
import * as approvalWindowIndex from "./2026-11-27T18-00-00_approval-window-index";

/**
 * Every migration, by name. A static list (not a folder scan) so the bundled server carries
 * its migrations with it. Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-22T00-00-00_initial": initial,
  "2026-11-22T01-00-00_images": images,
  "2026-11-22T02-00-00_change-notifications": changeNotifications,
  "2026-11-23T06-00-00_generation-sources": generationSources,
  "2026-11-23T04-00-00_content-workspace": contentWorkspace,
  "2026-11-23T05-00-00_api-keys": apiKeys,
  "2026-11-23T01-00-00_identity-keys": identityKeys,
  "2026-11-23T07-00-00_ai-usage": aiUsage,
  "2026-11-23T03-00-00_compliance": compliance,
  "2026-11-23T09-00-00_table-counts": tableCounts,
  "2026-11-23T08-00-00_admin-list-indexes": adminListIndexes,
  "2026-11-23T10-00-00_chat-paging": chatPaging,
  "2026-11-26T02-00-00_revoke-dormant-api-keys": revokeDormantApiKeys,
  "2026-11-26T02-10-00_ai-spend-reservations": aiSpendReservations,
  "2026-11-26T03-00-00_visitor-claims": visitorClaims,
  "2026-11-26T07-00-00_webhooks-and-schedules": webhooksAndSchedules,
  "2026-11-26T04-00-00_audit-trail": auditTrail,
  "2026-11-26T05-00-00_compliance-rulebook": complianceRulebook,
  "2026-11-26T08-00-00_comments-and-notifications": commentsAndNotifications,
  "2026-11-26T10-00-00_reviewer-role": reviewerRole,
  "2026-11-26T12-00-00_email-fields": emailFields,
  "2026-11-27T10-00-00_approval-submitted-at": approvalSubmittedAt,
  "2026-11-27T14-00-00_approval-product": approvalProduct,
  "2026-11-27T18-00-00_approval-window-index": approvalWindowIndex,
};
