import { Button, Menu } from "@mantine/core";
import { type ExportFormat, exportFormatLabels, exportFormats } from "@studio/shared";
import { IconChevronDown, IconDownload } from "@tabler/icons-react";

/** Plain links to the export route: the browser downloads with the session cookie. */
export function ExportMenu({ id, version }: { id: number; version: number }) {
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
        {exportFormats.map((format) => (
          <Menu.Item key={format} component="a" href={href(format)} download>
            {exportFormatLabels[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
