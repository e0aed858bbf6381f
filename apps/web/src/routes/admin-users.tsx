import { Container, Title } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { PageLoader } from "../components/page-loader";
import { StatusCard } from "../components/status-card";
import { useCurrentUser } from "../features/auth/use-current-user";
import { strings } from "../lib/strings";
import { usePageTitle } from "../lib/use-page-title";

/** /admin/users: placeholder until the user-management issue lands; the gate is final. */
export default function AdminUsersRoute() {
  usePageTitle(strings.admin.usersTitle);
  const { isLoading, isAdmin } = useCurrentUser();

  if (isLoading) return <PageLoader />;
  if (!isAdmin) {
    return (
      <StatusCard
        icon={IconShieldLock}
        color="red"
        title={strings.admin.accessDenied}
        message={strings.admin.usersAdminOnly}
      />
    );
  }
  return (
    <Container size="lg" w="100%" py="xl">
      <Title order={1}>{strings.admin.usersTitle}</Title>
    </Container>
  );
}
