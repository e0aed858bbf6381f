import { z } from "zod";
import { apiKeyScopes } from "../api-keys";
import { botTypes } from "../bots";
import { checkedEmailFields, complianceReport as complianceReportSchema } from "../compliance";
import { imageTypes } from "../images";
import { notificationKinds } from "../notification-messages";
import { roles } from "../roles";
import { scheduleBotTypes } from "../schedules";
import { webhookEventValues } from "../webhooks";

/**
 * What the procedures answer, as zod schemas: each procedure declares one as its `.output()`
 * (checked in tests and development), and the OpenAPI document shows them under the names given
 * here. The request schemas are the procedures' `.input()`s, beside the domain they belong to.
 */
/** A moment as JSON carries it: an ISO 8601 string. */
export const isoDate = z.string().meta({ format: "date-time" });
const botType = z.enum(botTypes);
/** What an item is: one of the bots' kinds, or an image. */
export const contentType = z.enum([...botTypes, "image"]);
/** What most rows start with: their id and the name people know them by. */
const named = { id: z.number().int(), name: z.string() };
/** What every answer about a generated item starts with. */
const contentFields = {
  id: z.number().int(),
  title: z.string(),
  botType: contentType,
  productId: z.number().int().nullable(),
};

/** A page of a list: its items and the cursor of the next page (null on the last). */
export function page<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export const errorBody = z
  .object({ error: z.string(), requestId: z.string().optional() })
  .meta({ id: "Error", description: "Every refusal and failure: a sentence for the reader." });

/** Tokens used this calendar month (UTC), and the account's quota (null: none). */
export const myUsage = z.object({
  monthTokens: z.number().int(),
  monthlyTokenQuota: z.number().int().nullable(),
});

export const currentUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: z.enum(roles),
    approved: z.boolean(),
    createdAt: isoDate,
    usage: myUsage.optional().meta({
      description: "GET /api/user only: tokens used this calendar month (UTC), and the quota.",
    }),
  })
  .meta({ id: "User" });

export const product = z
  .object({
    ...named,
    disclaimer: z.string().nullable().optional().meta({
      description: "Required disclaimer: appended to every generation, checked by compliance.",
    }),
    createdAt: isoDate,
  })
  .meta({ id: "Product" });

export const topic = z
  .object({
    ...named,
    productId: z.number().int(),
    type: z.array(botType),
    createdAt: isoDate,
  })
  .meta({ id: "Topic" });

/** A product's topic as the generator's picker lists it. */
export const topicOption = z.object(named).meta({ id: "TopicOption" });

/** GET /api/topics: full topic rows; with `productId`, that product's topics as `{id, name}`. */
export const topicsOrOptions = z.union([z.array(topic), z.array(topicOption)]).meta({
  description: "Full topic rows; with `productId`, that product's topics as `{id, name}`.",
});

export const giftOption = z.object({ ...named, type: z.string() }).meta({ id: "GiftOption" });

export const knowledge = z
  .object({
    ...named,
    content: z.string(),
    productId: z.number().int(),
    botType,
    createdAt: isoDate,
  })
  .meta({ id: "KnowledgeEntry" });

export const promptTemplate = z
  .object({
    id: z.number().int(),
    botType,
    name: z.string(),
    template: z.string(),
    description: z.string().nullable(),
    active: z.boolean(),
    createdAt: isoDate,
  })
  .meta({ id: "PromptTemplate" });

export const generatedContent = z
  .object({
    ...contentFields,
    topicId: z.number().int().nullable(),
    content: z.string(),
    createdAt: isoDate,
  })
  .meta({ id: "GeneratedContent" });

export const generationResult = z
  .object({
    content: z.string(),
    title: z.string(),
    provider: z.string(),
    model: z.string(),
    contentId: z.number().int(),
    demoMode: z.boolean(),
    sources: z
      .array(z.object(named))
      .meta({ description: "The knowledge entries the draft drew on." }),
  })
  .catchall(z.unknown())
  .meta({
    id: "GenerationResult",
    description: "The finished text. Later versions may add fields (e.g. a compliance report).",
  });

/** A painted image or cover as the procedures answer it: its stable and print URLs. */
export const generatedImage = z
  .object({
    id: z.string(),
    kind: z.enum(["image", "cover"]),
    imageUrl: z.string(),
    printUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    title: z.string(),
    provider: z.string(),
    model: z.string(),
    demoMode: z.boolean(),
  })
  .catchall(z.unknown());

/** POST /api/generate-image: the image with the PNG inline, as legacy clients read it. */
export const imageResult = generatedImage
  .extend({
    base64Image: z.string().meta({ description: "The PNG, base64-encoded (legacy clients)." }),
  })
  .meta({ id: "ImageResult" });

/** What the generator streams: the text as it is written, then the finished draft. */
export const generationEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("delta"), text: z.string() }),
  generationResult.extend({ type: z.literal("done") }),
]);

export const conversation = z
  .object({ id: z.number().int(), title: z.string(), createdAt: isoDate, updatedAt: isoDate })
  .meta({ id: "Conversation" });

export const conversationSummary = z
  .object({ id: z.number().int(), title: z.string(), updatedAt: isoDate })
  .meta({ id: "ConversationSummary" });

export const message = z
  .object({
    id: z.number().int(),
    conversationId: z.number().int(),
    role: z.enum(["user", "assistant", "system"]),
    content: z.string(),
    timestamp: isoDate,
    metadata: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: "Message" });

/** What the assistant streams: the saved question, the reply as it is written, the saved reply. */
export const chatStreamEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("user-message"), message }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({
    type: z.literal("done"),
    message,
    replacedMessageId: z.number().int().nullable(),
  }),
]);

/** The ETag source of a conversation's messages: changes whenever they change. */
export const messagesVersion = z.object({ version: z.string() });

const apiKeyScope = z.enum(apiKeyScopes);

export const apiKey = z
  .object({
    ...named,
    prefix: z.string().meta({ description: "The key's first characters, to tell keys apart." }),
    scopes: z.array(apiKeyScope),
    expiresAt: isoDate.nullable(),
    revokedAt: isoDate.nullable(),
    lastUsedAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "ApiKey" });

export const createdApiKey = z
  .object({
    id: z.number().int(),
    key: z.string().meta({ description: "The key itself: shown this once, never again." }),
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(apiKeyScope),
    expiresAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "CreatedApiKey" });

/** An administrator's view of a key: with its owner. */
export const adminApiKey = apiKey.extend({
  owner: z.object({ id: z.number().int(), username: z.string() }),
});

/** Which AI writes and paints, so the app can say when it is the offline demo. */
export const systemInfo = z.object({
  aiProvider: z.string(),
  model: z.string(),
  imageModel: z.string(),
  demoMode: z.boolean(),
  configureHint: z.string(),
});

export const ok = z.object({ ok: z.literal(true) });
export const message201 = z.object({ message: z.string() });
export const deleted = z.object({ id: z.number().int() }).catchall(z.unknown());
/** What a delete answers over REST: what was deleted. */
export const deleteResult = z
  .record(z.string(), z.unknown())
  .meta({ id: "DeleteResult", description: "What was deleted." });
export const png = z.string().meta({ format: "binary" });
export { imageTypes };

export const knowledgeSource = z
  .object({ ...named, content: z.string() })
  .meta({ id: "KnowledgeSource" });

export const uploadedEntries = z
  .object({ entries: z.array(z.object(named)) })
  .meta({ id: "UploadedEntries" });

const contentStatusSchema = z.enum(["draft", "in_review", "approved"]);

export const contentListPage = z
  .object({
    items: z.array(
      z
        .object({
          ...contentFields,
          status: contentStatusSchema,
          updatedAt: isoDate,
          createdAt: isoDate,
        })
        .catchall(z.unknown()),
    ),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: "ContentListPage" });

/** An email's fields, on an item and on each of its versions. */
const emailFields = {
  subjectLines: z.array(z.string()).meta({
    description: "A newsletter's or SAM email's subject-line options (empty otherwise).",
  }),
  subject: z.string().nullable().meta({ description: "The chosen subject line." }),
  preheader: z
    .string()
    .nullable()
    .meta({ description: "The inbox preview text (hidden in the email)." }),
};

export const contentVersion = z
  .object({
    number: z.number().int(),
    content: z.string(),
    ...emailFields,
    createdAt: isoDate,
    source: z.enum(["generated", "edited", "restored", "regenerated"]),
  })
  .catchall(z.unknown())
  .meta({ id: "ContentVersion" });

export const contentItem = z
  .object({
    ...contentFields,
    topicId: z.number().int().nullable(),
    status: contentStatusSchema,
    content: z.string(),
    ...emailFields,
    versions: z.array(
      z
        .object({
          number: z.number().int(),
          createdAt: isoDate,
          source: z.string(),
          authorId: z.number().int().nullable(),
        })
        .catchall(z.unknown()),
    ),
    approval: z
      .object({
        version: z.number().int(),
        approvedBy: z.number().int().nullable(),
        approvedAt: isoDate,
        contentHash: z.string(),
        override: z.string().nullable(),
      })
      .catchall(z.unknown())
      .nullable(),
    compliance: z.unknown().meta({ description: "The current version's compliance report." }),
    events: z.array(z.record(z.string(), z.unknown())),
  })
  .catchall(z.unknown())
  .meta({ id: "ContentItem" });

export const fileDownload = z.string().meta({ format: "binary" });

/** A file over tRPC (JSON carries no bytes): the REST route sends the decoded bytes instead. */
export const encodedFile = z.object({
  fileName: z.string(),
  mimeType: z.string(),
  base64: z.string(),
});

const usageFigures = {
  requests: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number(),
};

export const usageReport = z
  .object({
    totals: z.object(usageFigures),
    rows: z.array(z.object({ key: z.string(), label: z.string(), ...usageFigures })),
  })
  .meta({ id: "UsageReport" });

export const complianceReport = complianceReportSchema.meta({
  id: "ComplianceReport",
  description:
    "Flags with UTF-16 offsets into the text as given; `passed` is false while a blocking flag remains.",
});

export const complianceRule = z
  .object({
    id: z.number().int(),
    phrase: z.string(),
    category: z.string(),
    severity: z.enum(["block", "warn"]),
    reason: z.string(),
    suggestion: z.string().nullable(),
    enabled: z.boolean(),
  })
  .catchall(z.unknown())
  .meta({ id: "ComplianceRule" });

export const builtInRule = z.record(z.string(), z.unknown()).meta({ id: "BuiltInComplianceRule" });

const webhookEvent = z.enum(webhookEventValues);

export const webhook = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(webhookEvent),
    createdAt: isoDate,
  })
  .meta({ id: "Webhook" });

export const createdWebhook = webhook
  .extend({
    secret: z.string().meta({
      description: "The signing secret: shown in this answer only, never again.",
    }),
  })
  .meta({ id: "CreatedWebhook" });

export const webhookDelivery = z
  .object({
    id: z.number().int(),
    event: webhookEvent,
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    nextAttemptAt: isoDate.nullable(),
    deliveredAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "WebhookDelivery" });

export const webhookDeliveriesPage = z
  .object({ items: z.array(webhookDelivery), nextCursor: z.string().nullable() })
  .meta({ id: "WebhookDeliveriesPage" });

export const scheduleRun = z
  .object({
    id: z.number().int(),
    trigger: z.enum(["cron", "catch_up", "manual"]),
    status: z.enum(["queued", "running", "done", "failed"]),
    scheduledFor: isoDate,
    startedAt: isoDate.nullable(),
    finishedAt: isoDate.nullable(),
    drafts: z.array(z.object({ id: z.number().int(), title: z.string() })),
    errors: z.array(z.object({ topicId: z.number().int(), message: z.string() })),
  })
  .meta({ id: "ScheduleRun" });

export const schedule = z
  .object({
    id: z.number().int(),
    owner: z.object({ id: z.number().int(), username: z.string() }),
    botType: z.enum(scheduleBotTypes),
    productId: z.number().int(),
    topicIds: z.array(z.number().int()),
    options: z.record(z.string(), z.string()),
    cron: z.string(),
    timezone: z.string(),
    enabled: z.boolean(),
    nextRunAt: isoDate.nullable(),
    lastRunAt: isoDate.nullable(),
    createdAt: isoDate,
    runs: z.array(scheduleRun),
  })
  .meta({ id: "Schedule" });
const auditEvent = z
  .object({
    seq: z.number().int(),
    at: isoDate,
    actorId: z.number().int().nullable(),
    actorName: z.string().nullable(),
    action: z.string(),
    subjectType: z.string(),
    subjectId: z.number().int().nullable(),
    version: z.number().int().nullable(),
    detail: z.unknown(),
    prevHash: z.string(),
    hash: z.string(),
  })
  .meta({
    id: "AuditEvent",
    description:
      "hash = SHA-256 hex of prevHash + the canonical JSON (RFC 8785: sorted keys, no whitespace; `at` to the millisecond) of every other field.",
  });

export const auditPage = z
  .object({ items: z.array(auditEvent), nextCursor: z.string().nullable() })
  .meta({ id: "AuditPage" });

export const reviewQueuePage = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        kind: z.enum(["newsletter", "sam", "gift", "image", "cover"]),
        productId: z.number().int().nullable(),
        productName: z.string().nullable(),
        ownerId: z.number().int().nullable(),
        ownerName: z.string().nullable(),
        version: z.number().int(),
        submittedAt: isoDate,
        flags: z.object({ block: z.number().int(), warn: z.number().int() }).nullable(),
        openComments: z.number().int(),
      }),
    ),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: "ReviewQueuePage" });

export const auditVerification = z
  .object({
    ok: z.boolean(),
    checked: z.number().int(),
    headHash: z.string().nullable(),
    firstBrokenSeq: z.number().int().nullable(),
  })
  .meta({ id: "AuditVerification" });

const recordPerson = { id: z.number().int().nullable(), name: z.string().nullable() };

export const contentComment = z
  .object({
    id: z.number().int(),
    body: z.string(),
    authorId: z.number().int().nullable(),
    authorName: z.string().nullable(),
    version: z.number().int().meta({ description: "The version the offsets point into." }),
    start: z.number().int().nullable(),
    end: z.number().int().nullable(),
    quote: z.string().nullable().meta({ description: "The text between start and end." }),
    parentId: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The thread's first comment, for a reply; null otherwise." }),
    resolved: z.boolean().meta({ description: "The thread's." }),
    resolvedBy: z.object(recordPerson).nullable(),
    resolvedAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .meta({ id: "ContentComment" });

export const resolvedComment = z
  .object({ resolved: z.literal(true) })
  .meta({ id: "ResolvedComment" });

export const notification = z
  .object({
    id: z.number().int(),
    kind: z.enum(notificationKinds),
    contentId: z.number().int().nullable(),
    text: z.string(),
    read: z.boolean(),
    createdAt: isoDate,
  })
  .meta({ id: "Notification" });

export const notificationPage = z
  .object({ items: z.array(notification), nextCursor: z.string().nullable() })
  .meta({ id: "NotificationPage" });

export const unreadNotifications = z
  .object({ unread: z.number().int() })
  .meta({ id: "UnreadNotifications", description: "Counted up to 100 (the bell says 99+)." });

export const notificationRead = z
  .object({ id: z.number().int(), read: z.literal(true) })
  .meta({ id: "NotificationRead" });

export const notificationsMarked = z
  .object({ marked: z.number().int() })
  .meta({ id: "NotificationsMarked" });

export const contentRecord = z
  .object({
    item: z.object({ id: z.number().int(), title: z.string(), productName: z.string().nullable() }),
    version: z.number().int(),
    text: z.string(),
    subjectLines: z.array(z.string()),
    subject: z.string().nullable(),
    preheader: z.string().nullable(),
    contentHash: z.string(),
    preparedBy: z.object(recordPerson),
    approvedBy: z.object({ ...recordPerson, role: z.string().nullable() }),
    approvedAt: isoDate,
    selfApproved: z.boolean(),
    firstUsedAt: isoDate.nullable(),
    lastUsedAt: isoDate.nullable(),
    sources: z.array(z.object(named)),
    flags: z.array(
      z.object({
        field: z
          .enum(checkedEmailFields)
          .optional()
          .meta({ description: "An email's subject or preheader when the flag stood there." }),
        category: z.string(),
        severity: z.enum(["block", "warn"]),
        excerpt: z.string(),
        rule: z.string(),
        resolution: z.string(),
      }),
    ),
    comments: z.array(contentComment),
    events: z.array(auditEvent),
    headHash: z.string().nullable(),
  })
  .meta({ id: "ContentRecord" });

export const contentUse = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    firstUsedAt: isoDate,
    lastUsedAt: isoDate,
  })
  .meta({ id: "ContentUse" });
export const sendTestResult = z
  .object({
    messageId: z.string().meta({ description: "The Message-ID of the test email." }),
  })
  .meta({ id: "SendTestResult" });

export const complianceRuleTrial = z
  .object({
    passed: z.boolean(),
    results: z.array(
      z.object({
        text: z.string(),
        expected: z.enum(["flagged", "compliant"]),
        flagged: z.boolean(),
        passed: z.boolean(),
        excerpt: z.string().nullable(),
        excusedBy: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "ComplianceRuleTrial" });
