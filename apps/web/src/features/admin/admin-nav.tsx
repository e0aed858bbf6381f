import { NavLink, Paper, Tabs } from "@mantine/core";
import { Link, useNavigate } from "react-router-dom";
import { adminPanels } from "./admin-panels";
import { type AdminTab, adminTabHref, adminTabMeta, adminTabs } from "./admin-tabs";

/** Phones: the sections as a row of icon tabs above the panel. */
export function AdminTabsBar({ tab }: { tab: AdminTab }) {
  const navigate = useNavigate();
  return (
    <Tabs
      hiddenFrom="sm"
      value={tab}
      onChange={(value) => {
        const next = adminTabs.find((t) => t === value);
        if (next) navigate(adminTabHref(next));
      }}
      variant="pills"
    >
      <Tabs.List grow aria-label="Admin sections">
        {adminTabs.map((t) => {
          const { icon: IconComponent, label } = adminTabMeta[t];
          return (
            <Tabs.Tab key={t} value={t} aria-label={label} title={label}>
              <IconComponent size={20} aria-hidden />
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}

/** Desktop: the sections as a sticky side navigation beside the panel. */
export function AdminSideNav({ tab }: { tab: AdminTab }) {
  return (
    <Paper
      component="nav"
      aria-label="Admin"
      visibleFrom="sm"
      withBorder
      p="xs"
      w={232}
      style={{ flexShrink: 0, position: "sticky", top: 88 }}
    >
      {adminTabs.map((t) => {
        const { icon: IconComponent, label } = adminTabMeta[t];
        return (
          <NavLink
            key={t}
            component={Link}
            to={adminTabHref(t)}
            label={label}
            active={t === tab}
            aria-current={t === tab ? "page" : undefined}
            leftSection={<IconComponent size={18} aria-hidden />}
            // A pointer on its way to a tab starts loading that tab's code.
            onMouseEnter={() => void adminPanels[t].preload().catch(() => {})}
            variant="light"
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          />
        );
      })}
    </Paper>
  );
}
