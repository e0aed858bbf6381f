import type { UserRecord } from "@studio/db";
import type { CurrentUser } from "@studio/shared";

/** The DTO every transport returns for a user: no hash, dates as ISO strings. */
export function toUserDto(user: UserRecord): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    approved: user.approved,
    createdAt: user.createdAt.toISOString(),
  };
}
