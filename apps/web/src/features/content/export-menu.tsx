import { Button, Menu } from "@mantine/core";
import {
  type ExportFormat,
  emailExportFormats,
  emailMessages,
  exportFormatLabels,
  exportFormats,
  isEmailKind,
} from "@studio/shared";
import { IconChevronDown, IconDownload } from "@tabler/icons-react";

/**
 * Plain links to the export route: the browser downloads with the session cookie. The email
 * formats are offered on newsletters and SAM emails, and only once the version is approved.
 */
export function ExportMenu({
  id,
  version,
  botType,
  approved,
}: {
  id: number;
  version: number;
  botType: string;
  approved: boolean;
}) {
  const formats = exportFormats.filter(
    (format) => isEmailKind(botType) || !emailExportFormats.includes(format),
  );
  const href = (format: ExportFormat) =>
    `/api/content/${id}/export?format=${format}&version=${version}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {formats.map((format) =>
          emailExportFormats.includes(format) && !approved ? (
            <Menu.Item key={format} disabled title={emailMessages.sendTestNeedsApproval}>
              {exportFormatLabels[format]}
            </Menu.Item>
          ) : (
            <Menu.Item key={format} component="a" href={href(format)} download>
              {exportFormatLabels[format]}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
