import type { MenuBody } from "@fooddir/contract";
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { apiErrorBody, flattenFieldErrors, showApiError } from "../../lib/api/errors.ts";
import { useUnsavedGuard } from "../../lib/navigation/use-unsaved-guard.ts";
import { notify } from "../../lib/notify.ts";
import { settingsApi, settingsKeys } from "../../lib/settings/api.ts";
import {
  clearItemErrors,
  type EditorItem,
  type EditorMenus,
  fromBody,
  MENU_KINDS,
  type MenuErrors,
  type MenuKind,
  mapServerErrors,
  sameMenus,
  toBody,
} from "../../lib/settings/menu-tree.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";
import { UnsavedChangesDialog } from "../content/UnsavedChangesDialog.tsx";
import { LoadError } from "../panel/LoadError.tsx";
import { SectionTitle } from "../panel/SectionCard.tsx";
import { MenusEditor } from "./MenusEditor.tsx";

function MenusSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" aria-busy="true" aria-label="Loading menus">
      {[0, 1].map((i) => (
        <Paper key={i} withBorder radius="lg" p="md">
          <Skeleton h={18} w={120} mb="md" />
          {[0, 1, 2].map((r) => (
            <Skeleton key={r} h={42} radius="md" mb={6} />
          ))}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** /panel/site-options?tab=menus: the header and footer menus, saved together. */
export function MenusTab() {
  const queryClient = useQueryClient();
  const menu = useQuery({ queryKey: settingsKeys.menu, queryFn: settingsApi.menu });
  const base = useMemo(() => (menu.data ? fromBody(menu.data) : null), [menu.data]);
  const [draft, setDraft] = useState<EditorMenus | null>(null);
  const [errors, setErrors] = useState<MenuErrors | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const current = draft ?? base;
  const dirty = !!draft && !!base && !sameMenus(draft, base);

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (menus: EditorMenus) => settingsApi.saveMenu(toBody(menus)),
    onSuccess: (saved) => {
      queryClient.setQueryData<MenuBody>(settingsKeys.menu, saved);
      setDraft(null);
      setErrors(null);
      notify.success("Menus saved.");
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
    onError: (error, menus) => {
      const fields = flattenFieldErrors(apiErrorBody(error)?.errors);
      setErrors(Object.keys(fields).length > 0 ? mapServerErrors(menus, fields) : null);
      showApiError(error);
    },
  });

  // Unsaved changes survive neither a reload nor leaving the tab: ask first.
  const blocker = useUnsavedGuard(dirty, undefined, { search: true });

  const change = (kind: MenuKind, items: EditorItem[]) =>
    setDraft((d) => {
      const from = d ?? base;
      return from ? { ...from, [kind]: items } : d;
    });
  const discard = () => {
    setDraft(null);
    setErrors(null);
    setConfirmDiscard(false);
  };

  if (menu.isPending) return <MenusSkeleton />;
  if (!current) {
    return (
      <LoadError
        title="Not loaded"
        icon={<IconAlertCircle size={18} />}
        onRetry={() => menu.refetch()}
      >
        The menus could not be loaded.
      </LoadError>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SectionTitle
          size="h3"
          title="Menus"
          description="The links at the top and the bottom of every page. Drag items to reorder them."
        />
        <Group gap="sm">
          <div role="status" aria-live="polite">
            {dirty ? (
              <Badge color="yellow" variant="light" size="lg">
                Unsaved changes
              </Badge>
            ) : null}
          </div>
          <Button
            variant="default"
            disabled={!dirty || save.isPending}
            onClick={() => setConfirmDiscard(true)}
          >
            Discard
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={!dirty}
            loading={save.isPending}
            onClick={() => draft && save.mutate(draft)}
          >
            Save menus
          </Button>
        </Group>
      </Group>
      {errors?.other.length ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {errors.other.join(" ")}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: "start" }}>
        {MENU_KINDS.map((kind) => (
          <MenusEditor
            key={kind}
            kind={kind}
            items={current[kind]}
            errors={errors}
            onChange={(items) => change(kind, items)}
            onItemEdited={(id) => setErrors((e) => clearItemErrors(e, id))}
          />
        ))}
      </SimpleGrid>

      <ConfirmDialog
        opened={confirmDiscard}
        title="Discard your changes?"
        confirmLabel="Discard"
        danger
        onClose={() => setConfirmDiscard(false)}
        onConfirm={discard}
      >
        Both menus go back to how they were last saved.
      </ConfirmDialog>
      <UnsavedChangesDialog blocker={blocker}>
        The menus have changes that are not saved yet; leaving drops them.
      </UnsavedChangesDialog>
    </Stack>
  );
}
