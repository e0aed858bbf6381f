import type { BotType } from "../bots";
import type { ReviewTimeDto } from "../review-queue";

// Gift options, generated content, dashboard.
export interface GiftOptionDto {
  id: number;
  name: string;
  type: string;
}

export type ContentType = BotType | "image";

export interface GeneratedContentDto {
  id: number;
  title: string;
  botType: ContentType;
  productId: number | null;
  topicId: number | null;
  content: string;
  createdAt: string;
}

export interface RecentActivityDto {
  id: number;
  title: string;
  botType: ContentType;
  createdAt: string;
}

export interface DashboardDto {
  counts: { products: number; topics: number; generated: number };
  recent: RecentActivityDto[];
  /** Median time from submission to approval per product, last 30 days (issue 24 item 9). */
  reviewTimes: ReviewTimeDto[];
}
