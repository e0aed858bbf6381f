import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ComplianceReport, hasBlockingFlags } from "@studio/shared";
import { useState } from "react";
import { complianceStrings as s } from "./compliance-strings";

/**
 * Copying a draft that still has blocking flags asks first: the copy is how a draft leaves the
 * studio, so this is the last moment a reviewer sees the issues.
 */
export function useCopyGuard(report: ComplianceReport | null, copy: () => void) {
  const [asking, setAsking] = useState(false);
  const blocking = report?.flags.filter((f) => f.severity === "block").length ?? 0;
  const request = () => {
    if (hasBlockingFlags(report)) setAsking(true);
    else copy();
  };
  const modal = (
    <Modal opened={asking} onClose={() => setAsking(false)} title={s.copyBlockedTitle} centered>
      <Stack gap="md">
        <Text size="sm">{s.copyBlockedMessage(blocking)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setAsking(false)}>
            {s.cancel}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setAsking(false);
              copy();
            }}
          >
            {s.copyAnyway}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { request, modal };
}
