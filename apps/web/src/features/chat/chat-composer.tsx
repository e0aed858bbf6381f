import { Box, Button, Group, Text, Textarea } from "@mantine/core";
import { CHAT_MESSAGE_MAX, chatMessages } from "@studio/shared";
import { IconPlayerStopFilled, IconSend } from "@tabler/icons-react";
import { type ClipboardEvent, type KeyboardEvent, useState } from "react";
import classes from "./chat.module.css";

interface ChatComposerProps {
  /** No open conversation: nothing can be sent (SPEC 5). */
  disabled: boolean;
  /** A reply is streaming somewhere (one at a time): sending waits for it. */
  busy: boolean;
  /** The reply streaming is this conversation's: Stop replaces Send. */
  streaming: boolean;
  /** Sends the text; calls `restore` if it could not be sent, so nothing typed is lost. */
  onSend: (content: string, restore: () => void) => void;
  onStop: () => void;
}

/** 'Type your message...' and Send; Enter sends, Shift+Enter starts a new line; Stop while streaming. */
export function ChatComposer({ disabled, busy, streaming, onSend, onStop }: ChatComposerProps) {
  const [value, setValue] = useState("");
  // The length of a paste that did not fit: said under the box instead of cut silently.
  const [cutPaste, setCutPaste] = useState<number | null>(null);
  const canSend = !disabled && !busy && value.trim() !== "";

  const send = () => {
    if (!canSend) return;
    const content = value;
    setValue("");
    setCutPaste(null);
    onSend(content, () => setValue((current) => current || content));
  };

  // A paste longer than the room left is inserted up to the limit, and the person is told.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData("text/plain");
    const box = event.currentTarget;
    const before = box.value.slice(0, box.selectionStart);
    const after = box.value.slice(box.selectionEnd);
    const room = CHAT_MESSAGE_MAX - before.length - after.length;
    if (pasted.length <= room) {
      setCutPaste(null);
      return;
    }
    event.preventDefault();
    const kept = pasted.slice(0, Math.max(0, room));
    setValue(before + kept + after);
    setCutPaste(pasted.length);
    const caret = before.length + kept.length;
    requestAnimationFrame(() => box.setSelectionRange(caret, caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composition uses Enter to pick a word; that Enter must not send.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap" maw={900} mx="auto">
        <Textarea
          style={{ flex: 1 }}
          aria-label="Message"
          placeholder={chatMessages.inputPlaceholder}
          autosize
          minRows={1}
          maxRows={8}
          size="md"
          maxLength={CHAT_MESSAGE_MAX}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (event.currentTarget.value === "") setCutPaste(null);
          }}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
        />
        {streaming ? (
          <Button
            size="md"
            color="red"
            variant="light"
            leftSection={<IconPlayerStopFilled size={16} />}
            onClick={onStop}
          >
            {chatMessages.stop}
          </Button>
        ) : (
          <Button size="md" type="submit" disabled={!canSend} leftSection={<IconSend size={16} />}>
            {chatMessages.send}
          </Button>
        )}
      </Group>
      {cutPaste === null ? null : (
        <Box maw={900} mx="auto" mt={6}>
          {/* A live region: a screen reader hears it as soon as the paste is cut. */}
          <Text size="sm" c="orange.8" role="status">
            {chatMessages.pasteCut(cutPaste)}
          </Text>
        </Box>
      )}
    </form>
  );
}
