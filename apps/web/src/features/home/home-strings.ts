import { chatMessages, generationMessages as g } from "@studio/shared";

/**
 * Copy of the home page's generator panels (SPEC 2, 5 and 8). The documented toasts and
 * validation texts come from @studio/shared, where the server reads them too.
 */
export const homeStrings = {
  productLabel: "Select Product",
  productPlaceholder: "Choose a product",
  productsFailed: "Failed to load products",
  noProducts: "No products yet",
  topicLabel: "Select Topic",
  topicPlaceholder: "Choose a topic",
  topicPlaceholderNoProduct: "Choose a product first",
  topicsFailed: "Failed to fetch topics",
  noTopics: "No topics for this product",
  loading: "Loading...",

  selectionRequiredTitle: g.selectionRequiredTitle,
  generationFailedTitle: g.failedTitle,
  regenerate: "Regenerate",
  regenerateContent: "Regenerate Content",
  copy: "Copy",
  copyContent: "Copy content",
  copiedTitle: chatMessages.copiedTitle,
  copiedMessage: chatMessages.copied,
  copyFailedTitle: "Copy failed",
  copyFailedMessage: "Your browser did not allow copying. Select the text and copy it instead.",
  replyInChat: "Reply in Chat Assistant",
  resultLabel: "Generated content",
  progressLabel: "Generation progress",
  streamingStatus: "Writing your draft...",

  options: {
    title: "Options",
    tone: "Tone",
    tonePlaceholder: "Publication default",
    length: "Length",
    lengthPlaceholder: "Best for the format",
    audience: "Audience",
    audiencePlaceholder: "e.g. retirees new to dividend investing",
    instructions: "Instructions",
    instructionsHelp: "Anything else the writer should know. Remembered in this browser.",
    instructionsPlaceholder: "e.g. Mention our spring webinar",
  },
  sources: {
    label: "Sources",
    none: "No knowledge base entries were used for this draft.",
    openHint: (name: string) => `Open source: ${name}`,
    loadFailed: "This source could not be loaded. It may have been deleted.",
    close: "Close",
  },

  /** Under a visitor's draft: it is kept for the account that signs in from this browser. */
  keepDraftNote: "Log in or sign up in this browser and this draft will be waiting in My Content.",
  handoffLoginTitle: "Log in to continue",
  handoffLoginMessage: "Log in to continue working with this content in Chat Assistant.",
  handoffLoginLink: "Log in",
  conversationCreatedTitle: chatMessages.createdTitle,
  conversationCreatedMessage: chatMessages.handoffCreated,
  handoffErrorTitle: chatMessages.errorTitle,
  createConversationFailed: chatMessages.handoffCreateFailed,
  addMessageFailed: chatMessages.handoffMessageFailed,

  demoModeTitle: g.demoModeTitle,

  newsletter: {
    intro:
      "Pick a publication and a topic: the bot drafts an issue from the latest news and trends.",
    topicLabel: "Select Topic",
    generate: "Generate Newsletter",
    placeholderTitle: "Your newsletter will appear here",
    placeholder: "Choose a product and a topic, then press Generate Newsletter.",
    selectionRequired: g.selectionRequired.newsletter,
    successTitle: g.successTitle.newsletter,
    successMessage: g.successDescription.newsletter,
    failureFallback: g.failedFallback.newsletter,
  },
  sam: {
    intro:
      "Pick a publication and a free gift or topic: the bot writes a marketing email that sells it.",
    topicLabel: "Select Free Gift/Topic",
    generate: "Generate SAM Content",
    placeholderTitle: "Your marketing email will appear here",
    placeholder: "Choose a product and a free gift or topic, then press Generate SAM Content.",
    selectionRequired: g.selectionRequired.sam,
    successTitle: g.successTitle.sam,
    successMessage: g.successDescription.sam,
    failureFallback: g.failedFallback.sam,
  },
  gift: {
    intro:
      "Pick a publication and the kind of lead magnet you need: the bot pitches a free report.",
    giftTypeLabel: "Gift type",
    giftTypeDescription: "What kind of lead magnet should the idea target?",
    customTopicLabel: "Custom topic",
    customTopicPlaceholder: "e.g. Dividend aristocrats for retirement income",
    generate: "Generate Free Gift",
    placeholderTitle: "Your free gift idea will appear here",
    placeholder: "Choose a product and a gift type, then press Generate Free Gift.",
    selectionRequired: g.selectionRequired.gift,
    customTopicRequiredTitle: g.customTopicRequiredTitle,
    customTopicRequired: g.customTopicRequired,
    successTitle: g.successTitle.gift,
    successMessage: g.successDescription.gift,
    failureFallback: g.failedFallback.gift,
  },
} as const;

export type TextBotId = "newsletter" | "sam" | "gift";
