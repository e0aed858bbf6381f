import { ActionIcon, Box, Drawer, Text } from "@mantine/core";
import { useDebouncedValue, useDisclosure, useMediaQuery } from "@mantine/hooks";
import type { CurrentUser } from "@studio/shared";
import { chatMessages } from "@studio/shared";
import { IconLayoutSidebarLeftExpand, IconPencil } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { TooltipTiming } from "../../lib/tooltip-timing";
import classes from "./chat.module.css";
import { ChatComposer } from "./chat-composer";
import { ConversationList } from "./conversation-list";
import { ConversationView } from "./conversation-view";
import { RenameConversationModal } from "./rename-conversation-modal";
import { useChatStream } from "./use-chat-stream";
import { useConversations } from "./use-conversations";
import { WelcomePanel } from "./welcome-panel";

/** Below this width the sidebar moves into a drawer. */
const MOBILE_QUERY = "(max-width: 48em)";
/** The title search asks the server once typing pauses. */
const SEARCH_DEBOUNCE_MS = 250;

function parseId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** /chat and /chat/:id for a signed-in person (the route does the sign-in gate). */
export function ChatPage({ user }: { user: CurrentUser }) {
  const params = useParams();
  const conversationId = parseId(params.id);
  const navigate = useNavigate();
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const [drawerOpened, drawer] = useDisclosure(false);
  const [search, setSearch] = useState("");
  const [searched] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { list, create, remove, rename } = useConversations(searched);
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);
  const { live, send, regenerate, stop } = useChatStream();
  const conversations = list.data?.pages.flatMap((page) => page.items);
  const first = conversations?.[0];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  // SPEC 2: with no conversation selected, the first in the list opens.
  useEffect(() => {
    if (params.id === undefined && first && !searched.trim()) {
      navigate(`/chat/${first.id}`, { replace: true });
    }
  }, [params.id, first, searched, navigate]);

  const startNew = () =>
    create.mutate(undefined, {
      onSuccess: (conversation) => {
        drawer.close();
        navigate(`/chat/${conversation.id}`);
      },
    });

  const deleteConversation = (id: number) =>
    remove.mutate(
      { id },
      {
        onSuccess: () => {
          if (id === conversationId) navigate("/chat");
        },
      },
    );

  const sidebar = (
    <ConversationList
      conversations={conversations}
      activeId={conversationId}
      creating={create.isPending}
      search={search}
      onSearch={setSearch}
      hasMore={hasNextPage}
      loadingMore={isFetchingNextPage}
      onLoadMore={loadMore}
      onNew={startNew}
      onDelete={deleteConversation}
      onRename={setRenaming}
      onNavigate={drawer.close}
    />
  );
  const title = conversations?.find((c) => c.id === conversationId)?.title;
  const noConversations =
    conversations !== undefined && conversations.length === 0 && !searched.trim();
  const initial = user.username.trim().charAt(0).toUpperCase() || "?";

  return (
    <TooltipTiming>
      <div className={classes.layout}>
        {isMobile ? (
          <Drawer
            opened={drawerOpened}
            onClose={drawer.close}
            title={chatMessages.conversationsLabel}
            size="85%"
            padding={0}
            styles={{
              header: { paddingInline: "var(--mantine-spacing-md)" },
              body: { height: "calc(100% - 60px)" },
            }}
          >
            {sidebar}
          </Drawer>
        ) : (
          <aside className={classes.sidebar} aria-label={chatMessages.conversationsLabel}>
            {sidebar}
          </aside>
        )}
        <section className={classes.main}>
          {isMobile || title ? (
            <div className={classes.topBar}>
              {isMobile ? (
                <ActionIcon
                  variant="subtle"
                  size="lg"
                  onClick={drawer.open}
                  aria-label={chatMessages.showConversations}
                >
                  <IconLayoutSidebarLeftExpand size={22} />
                </ActionIcon>
              ) : null}
              <Text fw={600} truncate="end" component="h1" size="md">
                {title ?? ""}
              </Text>
              {title !== undefined && conversationId !== null ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => setRenaming({ id: conversationId, title })}
                  aria-label={chatMessages.renameConversation}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              ) : null}
            </div>
          ) : null}
          {conversationId !== null ? (
            <ConversationView
              key={conversationId}
              conversationId={conversationId}
              live={live}
              userInitial={initial}
              onRegenerate={(replacingId) => void regenerate(conversationId, replacingId)}
            />
          ) : noConversations ? (
            <WelcomePanel onNew={startNew} creating={create.isPending} />
          ) : (
            <Box style={{ flex: 1 }} />
          )}
          <RenameConversationModal
            conversation={renaming}
            pending={rename.isPending}
            onClose={() => setRenaming(null)}
            onRename={(id, newTitle) =>
              rename.mutate({ id, title: newTitle }, { onSuccess: () => setRenaming(null) })
            }
          />
          <ChatComposer
            disabled={conversationId === null}
            busy={live !== null}
            streaming={live !== null && live.conversationId === conversationId}
            onSend={(content, restore) => {
              if (conversationId !== null) void send(conversationId, content, restore);
            }}
            onStop={stop}
          />
        </section>
      </div>
    </TooltipTiming>
  );
}
