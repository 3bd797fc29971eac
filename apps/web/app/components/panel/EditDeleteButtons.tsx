import { ActionIcon, Tooltip } from "@mantine/core";
import { IconEdit, IconTrash } from "@tabler/icons-react";

type Props = {
  /** The accessible names, naming the row: "Edit Instagram link", "Delete Instagram link". */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The edit button's tooltip. */
  editTip?: string;
};

/** A row's edit and delete icon buttons, with tooltips (the caller's Group lays them out). */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  editTip = "Edit",
}: Props) {
  return (
    <>
      <Tooltip label={editTip} withArrow>
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <IconEdit size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete" withArrow>
        <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
