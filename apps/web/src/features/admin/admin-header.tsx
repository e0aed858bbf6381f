import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { adminNav } from "@studio/shared";
import { IconHome, IconLogout } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { strings } from "../../lib/strings";
import { useLogoutAction } from "../auth/use-logout-action";

/** The console's title, who is signed in, and the way out: Home and Logout. */
export function AdminHeader({ username }: { username: string }) {
  const { logout, isPending } = useLogoutAction();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Stack gap={0}>
        <Title order={1} size="h2">
          {strings.admin.dashboardTitle}
        </Title>
        <Text c="dimmed" size="sm">
          Signed in as {username}
        </Text>
      </Stack>
      <Group gap="xs">
        <Button component={Link} to="/" variant="default" leftSection={<IconHome size={16} />}>
          {adminNav.home}
        </Button>
        <Button
          color="red"
          variant="light"
          loading={isPending}
          onClick={logout}
          leftSection={<IconLogout size={16} />}
        >
          {adminNav.logout}
        </Button>
      </Group>
    </Group>
  );
}
