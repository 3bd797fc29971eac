import { Box, Center, Image, Paper, Stack, Title } from "@mantine/core";
import { Outlet, useRouteLoaderData } from "react-router";
import { MantineShell } from "../../components/MantineShell.tsx";
import type { RouteHandle } from "../../lib/route-handle.ts";
import type { loader as rootLoader } from "../../root.tsx";

export const handle: RouteHandle = { mantine: true };

/** Centered card over the domain's auth_background, with its logo on top (domain options). */
export default function AuthLayout() {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const background = site?.options?.auth_background?.url;
  const logo = site?.options?.logo;
  const name = site?.options?.title || site?.domain?.name || "";
  return (
    <MantineShell>
      <Box
        component="main"
        mih="100vh"
        p="md"
        style={{
          display: "grid",
          placeItems: "center",
          backgroundColor: "var(--mantine-color-gray-light)",
          backgroundImage: background
            ? `linear-gradient(rgba(0,0,0,.35), rgba(0,0,0,.35)), url(${JSON.stringify(background)})`
            : "radial-gradient(circle at 20% 20%, var(--mantine-color-indigo-light), transparent 55%), radial-gradient(circle at 80% 80%, var(--mantine-color-grape-light), transparent 50%)",
          backgroundSize: "cover",
          backgroundPosition: "center",
        }}
      >
        <Paper withBorder shadow="xl" radius="lg" p={{ base: "lg", sm: "xl" }} w="100%" maw={420}>
          <Stack gap="lg">
            <Center>
              {logo?.url ? (
                <Image src={logo.url} alt={logo.alt || name} h={56} w="auto" fit="contain" />
              ) : (
                <Title order={2} size="h3" ta="center">
                  {name}
                </Title>
              )}
            </Center>
            <Outlet />
          </Stack>
        </Paper>
      </Box>
    </MantineShell>
  );
}
