import type { AppRouter } from "@studio/api";
import { FIRST_PAGE_INPUTS } from "@studio/shared";
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { describe, expect, it } from "vitest";
import { userPagesOptions } from "../features/admin/users/user-queries";
import { conversationPagesOptions } from "../features/chat/conversation-queries";
import { contentPagesOptions } from "../features/content/content-queries";

// Keys only: nothing here calls the server.
const trpc = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCClient<AppRouter>({ links: [] }),
  queryClient: new QueryClient(),
});

describe("the first reads' query keys", () => {
  it("are the keys of the screens' first pages, with the manifest's inputs", () => {
    expect(conversationPagesOptions(trpc).queryKey).toEqual(
      trpc.conversations.list.infiniteQueryKey(FIRST_PAGE_INPUTS.conversations),
    );
    expect(userPagesOptions(trpc).queryKey).toEqual(
      trpc.admin.users.list.infiniteQueryKey(FIRST_PAGE_INPUTS.users),
    );
    expect(contentPagesOptions(trpc).queryKey).toEqual(
      trpc.content.list.infiniteQueryKey(FIRST_PAGE_INPUTS.content),
    );
  });
});
