import { Button, Divider, Drawer, NavLink, Stack } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { UsageMeter } from "../features/usage/usage-meter";
import { strings } from "../lib/strings";
import { isActive, type NavItem } from "./nav-items";

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  pathname: string;
  /** Present only when someone is signed in. */
  onLogout: (() => void) | undefined;
  logoutPending: boolean;
}

/** The small-screen menu: a right-side drawer, three quarters wide, closing on selection. */
export function MobileNav({
  opened,
  onClose,
  items,
  pathname,
  onLogout,
  logoutPending,
}: MobileNavProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="75%"
      title={strings.nav.menu}
      hiddenFrom="sm"
      zIndex={300}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      <Stack component="nav" gap={4}>
        {items.map((item) => {
          const active = isActive(item, pathname);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              active={active}
              aria-current={active ? "page" : undefined}
              onClick={onClose}
              styles={{ root: { borderRadius: "var(--mantine-radius-md)" } }}
            />
          );
        })}
        {onLogout && (
          <>
            <Divider my="sm" />
            <UsageMeter />
            <Button
              variant="default"
              leftSection={<IconLogout size={16} />}
              loading={logoutPending}
              onClick={() => {
                onClose();
                onLogout();
              }}
            >
              {strings.nav.logOut}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
