import { Stack, TextInput } from "@mantine/core";
import { chatMessages, NAME_MAX } from "@studio/shared";
import { useEffect, useState } from "react";
import { AdminModal, ModalActions } from "../admin/admin-modal";

interface RenameConversationModalProps {
  /** The conversation being renamed; null when the dialog is closed. */
  conversation: { id: number; title: string } | null;
  pending: boolean;
  onClose: () => void;
  onRename: (id: number, title: string) => void;
}

/** 'Rename conversation': the title in a field, saved with Enter or Save. */
export function RenameConversationModal({
  conversation,
  pending,
  onClose,
  onRename,
}: RenameConversationModalProps) {
  const [title, setTitle] = useState("");
  useEffect(() => {
    if (conversation) setTitle(conversation.title);
  }, [conversation]);
  const blank = title.trim() === "";

  return (
    <AdminModal
      opened={conversation !== null}
      onClose={onClose}
      title={chatMessages.renameConversation}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (conversation && !blank) onRename(conversation.id, title.trim());
        }}
      >
        <Stack gap="md">
          <TextInput
            label={chatMessages.conversationTitle}
            value={title}
            maxLength={NAME_MAX}
            data-autofocus
            error={blank ? chatMessages.titleRequired : undefined}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <ModalActions
            onCancel={onClose}
            pending={pending}
            label={chatMessages.saveTitle}
            disabled={blank}
            cancelLabel={chatMessages.cancel}
          />
        </Stack>
      </form>
    </AdminModal>
  );
}
