import { Container, Text, Title } from "@mantine/core";
import { authMessages } from "@studio/shared/messages";
import { IconShieldLock } from "@tabler/icons-react";
import { useNavigate } from "react-router-dom";
import { PageLoader } from "../components/page-loader";
import { StatusCard } from "../components/status-card";
import { useRequireUser } from "../features/auth/use-require-user";
import { notify } from "../lib/notify";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

/** /admin: placeholder until the dashboard issue lands; the gate is final. */
export default function AdminDashboardRoute() {
  usePageTitle(strings.admin.dashboardTitle);
  const navigate = useNavigate();
  const { user, isAdmin } = useRequireUser(() => {
    notify.error(authMessages.authRequiredTitle, authMessages.adminAuthRequired);
    navigate("/admin/login", { replace: true });
  });

  if (!user) return <PageLoader label={strings.admin.loading} />;
  if (!isAdmin) {
    return (
      <StatusCard
        icon={IconShieldLock}
        color="red"
        title={strings.admin.accessDenied}
        message={authMessages.adminOnly}
      />
    );
  }
  return (
    <Container size="lg" w="100%" py="xl">
      <Title order={1}>{strings.admin.dashboardTitle}</Title>
      <Text c="dimmed" mt="xs">
        {user.username}
      </Text>
    </Container>
  );
}
