import { PROFILE_LIMITS } from "@fooddir/contract";
import { Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { emptyMenuSection, type MenuSectionValues } from "../../../lib/content/member-profile.ts";
import { arrayMove } from "../../../lib/content/reorder.ts";
import { SectionTitle } from "../../panel/SectionCard.tsx";
import { SortableList } from "../../panel/SortableList.tsx";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { AddRowFooter } from "./AddRowFooter.tsx";
import { MenuSectionCard } from "./MenuSectionCard.tsx";

type Props = {
  menu: MenuSectionValues[];
  errors: Record<string, string>;
  currency: string;
  /** A field changed (its error key), or rows moved or went (field undefined). */
  onChange: (menu: MenuSectionValues[], field?: string) => void;
};

const hasContent = (section: MenuSectionValues) =>
  section.items.some((i) => i.name.trim() || i.description.trim() || i.price !== "");

/** The member's menu: sections in order, each with its items; add, move and remove. */
export function MenuEditor({ menu, errors, currency, onChange }: Props) {
  const [removing, setRemoving] = useState<MenuSectionValues | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const full = menu.length >= PROFILE_LIMITS.sections;

  const remove = (section: MenuSectionValues) => {
    onChange(menu.filter((s) => s.id !== section.id));
    setRemoving(null);
    // The removed section's buttons are gone: the focus goes on to adding one.
    requestAnimationFrame(() => addRef.current?.focus());
  };
  const add = () => {
    onChange([...menu, emptyMenuSection()]);
    requestAnimationFrame(() => {
      const titles = listRef.current?.querySelectorAll<HTMLElement>("[data-menu-section-title]");
      titles?.[titles.length - 1]?.focus();
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="member-menu-title">
      <SectionTitle
        id="member-menu-title"
        order={3}
        title="Menu"
        description={`Sections and dishes shown on the member's page, with prices in ${currency}. Move a row by its handle: drag it, or press Space, then the arrow keys, then Space.`}
      />
      <div ref={listRef}>
        {menu.length === 0 ? (
          <Text size="sm" c="dimmed">
            No menu yet.
          </Text>
        ) : (
          <SortableList
            rows={menu}
            titleOf={(s) => s.section.trim() || "The new section"}
            label="Menu sections"
            onMove={(from, to) => onChange(arrayMove(menu, from, to))}
          >
            {menu.map((section, index) => (
              <MenuSectionCard
                key={section.id}
                section={section}
                errorBase={`profile.menu.${index}`}
                errors={errors}
                currency={currency}
                onChange={(next, field) =>
                  onChange(
                    menu.map((s) => (s.id === section.id ? next : s)),
                    field,
                  )
                }
                onReorder={(next) => onChange(menu.map((s) => (s.id === section.id ? next : s)))}
                onRemove={() => (hasContent(section) ? setRemoving(section) : remove(section))}
              />
            ))}
          </SortableList>
        )}
      </div>
      <AddRowFooter
        error={errors["profile.menu"]}
        addRef={addRef}
        full={full}
        onAdd={add}
        label="Add menu section"
        limit={`At most ${PROFILE_LIMITS.sections} sections.`}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this menu section?"
        confirmLabel="Remove section"
        danger
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      >
        The section {removing?.section.trim() ? `“${removing.section.trim()}”` : ""} and its{" "}
        {removing?.items.length} item{removing?.items.length === 1 ? "" : "s"} will be removed from
        the form. Nothing is deleted until you save.
      </ConfirmDialog>
    </Stack>
  );
}
