import { Alert, FileInput, Progress, Stack, Text } from "@mantine/core";
import {
  KNOWLEDGE_UPLOAD_MAX_BYTES,
  knowledgeUploadExtensions,
  knowledgeUploadMessages as m,
} from "@studio/shared";
import { IconFileUpload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { notify } from "../../../lib/notify";
import { AdminModal, ModalActions } from "../admin-modal";
import { BotTypeSelect, FieldPair, ProductSelect } from "../form-fields";
import { useAdminRefresh } from "../use-admin-refresh";
import { type UploadProgress, uploadKnowledgeDocument } from "./upload-knowledge";

interface KnowledgeUploadModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Upload a document; each of its sections becomes a knowledge entry (issue 16). */
export function KnowledgeUploadModal({ opened, onClose }: KnowledgeUploadModalProps) {
  const refresh = useAdminRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [productId, setProductId] = useState<string | null>(null);
  const [botType, setBotType] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = progress !== null;

  useEffect(() => {
    if (!opened) return;
    setFile(null);
    setProgress(null);
    setError(null);
  }, [opened]);

  const tooLarge = file !== null && file.size > KNOWLEDGE_UPLOAD_MAX_BYTES;
  const ready = file !== null && !tooLarge && productId !== null && botType !== null && !pending;

  const submit = async () => {
    if (!file || !productId || !botType) return;
    setError(null);
    setProgress({ percent: 0, processing: false });
    try {
      const result = await uploadKnowledgeDocument(
        { file, productId, botType },
        setProgress,
        m.failedFallback,
      );
      await refresh();
      notify.success(m.created, m.createdDescription(result.entries.length));
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : m.failedFallback);
    } finally {
      setProgress(null);
    }
  };

  return (
    <AdminModal opened={opened} onClose={pending ? () => {} : onClose} title={m.dialog} size="lg">
      <Stack gap="md">
        <FileInput
          label={m.fileLabel}
          description={m.fileHelp}
          placeholder="Choose a file"
          accept={knowledgeUploadExtensions.join(",")}
          value={file}
          onChange={setFile}
          leftSection={<IconFileUpload size={16} aria-hidden />}
          error={tooLarge ? m.tooLarge : undefined}
          clearable
          withAsterisk
          disabled={pending}
        />
        <FieldPair>
          <ProductSelect
            value={productId}
            onChange={setProductId}
            allowDeselect={false}
            disabled={pending}
          />
          <BotTypeSelect
            value={botType}
            onChange={setBotType}
            allowDeselect={false}
            disabled={pending}
          />
        </FieldPair>
        {progress ? (
          <Stack gap={4}>
            <Progress
              value={progress.percent}
              animated
              striped={progress.processing}
              aria-label="Upload progress"
            />
            <Text size="xs" c="dimmed" aria-live="polite">
              {progress.processing ? m.extracting : `${m.uploading} ${progress.percent}%`}
            </Text>
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" title={m.failed} role="alert">
            {error}
          </Alert>
        ) : null}
        <ModalActions
          onCancel={onClose}
          pending={pending}
          label={m.submit}
          onConfirm={() => void submit()}
          disabled={!ready}
        />
      </Stack>
    </AdminModal>
  );
}
