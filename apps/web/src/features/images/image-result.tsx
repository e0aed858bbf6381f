import { Alert, Button, Group, Image, Paper, Stack, Text } from "@mantine/core";
import type { ImageResult as ImageResultDto } from "@studio/shared";
import { IconAlertCircle, IconDownload, IconExternalLink, IconPhoto } from "@tabler/icons-react";
import { imageStrings } from "./image-strings";
import classes from "./images.module.css";
import { usePrintDownload } from "./use-print-download";

interface ImageResultProps {
  result: ImageResultDto | undefined;
  error: string | null;
  isPending: boolean;
  alt: string;
  placeholder: string;
  downloadLabel: string;
  /** Used only if the server's response does not name the file. */
  fallbackFileName: () => string;
}

/** The error alert, then the image with 'View Full Size' and the print download. */
export function ImageResult({
  result,
  error,
  isPending,
  alt,
  placeholder,
  downloadLabel,
  fallbackFileName,
}: ImageResultProps) {
  const { download, isDownloading } = usePrintDownload();
  return (
    <Stack gap="md">
      {error ? (
        <Alert
          color="red"
          variant="light"
          title={imageStrings.errorTitle}
          icon={<IconAlertCircle size={18} />}
        >
          {error}
        </Alert>
      ) : null}
      {result ? (
        <Stack gap="sm">
          <Paper withBorder radius="md" p={6} className={classes.frame}>
            <Image
              src={result.imageUrl}
              alt={alt}
              radius="sm"
              fit="contain"
              className={classes.image}
              style={{ aspectRatio: `${result.width} / ${result.height}` }}
            />
          </Paper>
          {/* Wraps instead of squeezing: each label stays whole on a phone ('View Full Size'). */}
          <Group gap="sm" wrap="wrap" className={classes.actions}>
            <Button
              component="a"
              href={result.imageUrl}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              {imageStrings.viewFullSize}
            </Button>
            <Button
              onClick={() => void download(result.printUrl, fallbackFileName())}
              loading={isDownloading}
              leftSection={<IconDownload size={16} />}
            >
              {downloadLabel}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {result.width}×{result.height} · {result.model}
            {result.demoMode ? ` · ${imageStrings.demoMode}` : ""}
          </Text>
        </Stack>
      ) : !error ? (
        <Paper withBorder radius="md" className={classes.placeholder} aria-busy={isPending}>
          <Stack align="center" gap={6}>
            <IconPhoto size={32} stroke={1.4} aria-hidden />
            <Text size="sm" c="dimmed">
              {isPending ? imageStrings.generating : placeholder}
            </Text>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
