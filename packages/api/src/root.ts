import { adminRouter } from "./routers/admin";
import { apiKeysRouter } from "./routers/api-keys";
import { auditRouter } from "./routers/audit";
import { authRouter } from "./routers/auth";
import { catalogRouter } from "./routers/catalog";
import { chatRouter } from "./routers/chat";
import { commentsRouter } from "./routers/comments";
import { complianceRouter } from "./routers/compliance";
import { contentRouter } from "./routers/content";
import { conversationsRouter } from "./routers/conversations";
import { generationRouter } from "./routers/generation";
import { imagesRouter } from "./routers/images";
import { notificationsRouter } from "./routers/notifications";
import { reviewRouter } from "./routers/review";
import { schedulesRouter } from "./routers/schedules";
import { systemRouter } from "./routers/system";
import { usageRouter } from "./routers/usage";
import { webhooksRouter } from "./routers/webhooks";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  auth: authRouter,
  generation: generationRouter,
  system: systemRouter,
  catalog: catalogRouter,
  admin: adminRouter,
  images: imagesRouter,
  conversations: conversationsRouter,
  chat: chatRouter,
  content: contentRouter,
  apiKeys: apiKeysRouter,
  usage: usageRouter,
  compliance: complianceRouter,
  webhooks: webhooksRouter,
  schedules: schedulesRouter,
  audit: auditRouter,
  comments: commentsRouter,
  notifications: notificationsRouter,
  review: reviewRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
