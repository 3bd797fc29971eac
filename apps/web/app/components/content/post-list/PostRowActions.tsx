import type { Post } from "@fooddir/contract";
import { ActionIcon, Menu } from "@mantine/core";
import {
  IconArrowBackUp,
  IconDots,
  IconEdit,
  IconToggleLeft,
  IconTrash,
  IconTrashX,
} from "@tabler/icons-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { STATUS_OPTIONS } from "../StatusBadge.tsx";

/** The actions a row offers (stable callbacks: the columns are declared once per view). */
export type PostActions = {
  onStatus: (post: Post, status: number) => void;
  onTrash: (post: Post) => void;
  onRestore: (post: Post) => void;
  onDestroy: (post: Post) => void;
};

/**
 * The row's action menu. A closed Mantine Menu still costs hooks and a floating element per
 * row, which adds up to seconds on a 500-row list, so each row starts with a plain button and
 * mounts its menu (already open) on first use.
 */
export function PostRowActions({
  post,
  title,
  editTo,
  trash,
  onStatus,
  onTrash,
  onRestore,
  onDestroy,
}: PostActions & { post: Post; trash: boolean; title: string; editTo: string }) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  // The button under the menu is a new element after mounting; give focus back to it on close.
  const target = useRef<HTMLButtonElement>(null);
  if (!mounted) {
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Actions for ${title}`}
        aria-haspopup="menu"
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        <IconDots size={18} />
      </ActionIcon>
    );
  }
  return (
    <Menu
      position="bottom-end"
      withinPortal
      shadow="md"
      width={220}
      opened={opened}
      onChange={setOpened}
      onClose={() => target.current?.focus()}
    >
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" color="gray" aria-label={`Actions for ${title}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {trash ? (
          <>
            <Menu.Item leftSection={<IconArrowBackUp size={16} />} onClick={() => onRestore(post)}>
              Restore
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrashX size={16} />}
              onClick={() => onDestroy(post)}
            >
              Delete permanently
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to={editTo} leftSection={<IconEdit size={16} />}>
              Edit
            </Menu.Item>
            <Menu.Divider />
            <Menu.Label>Change status</Menu.Label>
            {STATUS_OPTIONS.map((s) => (
              <Menu.Item
                key={s.value}
                leftSection={<IconToggleLeft size={16} />}
                disabled={Number(s.value) === post.post_status_id}
                onClick={() => onStatus(post, Number(s.value))}
              >
                {s.label}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onTrash(post)}
            >
              Move to trash
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
