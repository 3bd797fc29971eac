import { Input, SegmentedControl, Switch, TextInput } from "@mantine/core";
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from "react";
import type { EditorItem, ItemFields, LinkType } from "../../lib/settings/menu-tree.ts";
import { validateItem } from "../../lib/settings/menu-validation.ts";
import { FormModal } from "../panel/FormModal.tsx";
import { MenusPagePicker } from "./MenusPagePicker.tsx";

/** The modal's subject: a new item (item null) or an existing one; null when closed. */
export type MenusEditing = {
  item: EditorItem | null;
  /** Header top-level items get the Dropdown switch. */
  canDropdown: boolean;
  /** Server errors of the item, shown at their fields. */
  errors?: Record<string, string>;
} | null;

/** Add or edit one menu item: text, internal page / external link, and the dropdown switch. */
export function MenusItemModal({
  editing,
  onClose,
  onSubmit,
}: {
  editing: MenusEditing;
  onClose: () => void;
  onSubmit: (fields: ItemFields) => void;
}) {
  const typeLabelId = useId();
  const [text, setText] = useState("");
  const [type, setType] = useState<LinkType>("internal");
  const [urls, setUrls] = useState<Record<LinkType, string>>({ internal: "", external: "" });
  const [dropdown, setDropdown] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    const item = editing?.item;
    setText(item?.text ?? "");
    setType(item?.type ?? "internal");
    setUrls({
      internal: item?.type === "internal" ? item.url : "",
      external: item?.type === "external" ? item.url : "",
    });
    setDropdown(item?.dropdown ?? false);
    const server = editing?.errors ?? {};
    setErrors({ text: server.text ?? "", url: server.url ?? server.type ?? "" });
  }, [editing]);

  const children = editing?.item?.children.length ?? 0;
  const url = urls[type];
  const setUrl = (value: string) => {
    setUrls((u) => ({ ...u, [type]: value }));
    setErrors((e) => ({ ...e, url: "" }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fields: ItemFields = { text: text.trim(), url: url.trim(), type, dropdown };
    const found = validateItem(fields);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(fields);
  };

  /** The item's address, a path on the site (Page) or a full URL (Link): the same field. */
  const addressField = {
    required: true,
    value: url,
    error: errors.url,
    maxLength: 2048,
    autoComplete: "off",
    spellCheck: false,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setUrl(e.currentTarget.value),
  };

  return (
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.item ? "Edit menu item" : "New menu item"}
      onSubmit={submit}
      submitLabel={editing?.item ? "Apply" : "Add"}
    >
      <TextInput
        label="Text"
        description="What visitors see in the menu."
        required
        value={text}
        error={errors.text}
        maxLength={100}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setErrors((x) => ({ ...x, text: "" }));
        }}
        data-autofocus
      />
      <Input.Wrapper label="Link to" labelElement="div" labelProps={{ id: typeLabelId }}>
        <SegmentedControl
          aria-labelledby={typeLabelId}
          fullWidth
          mt={4}
          value={type}
          onChange={(v) => {
            setType(v as LinkType);
            setErrors((x) => ({ ...x, url: "" }));
          }}
          data={[
            { value: "internal", label: "Internal page" },
            { value: "external", label: "External link" },
          ]}
        />
      </Input.Wrapper>
      {type === "internal" ? (
        <>
          <MenusPagePicker
            path={url}
            enabled={editing !== null}
            onPick={(path, title) => {
              setUrl(path);
              if (path && !text.trim()) setText(title);
            }}
          />
          <TextInput
            label="Path"
            description="A path on this site, like /members or /about."
            placeholder="/members"
            {...addressField}
          />
        </>
      ) : (
        <TextInput
          label="URL"
          description="An http(s), mailto: or tel: address."
          placeholder="https://example.com"
          inputMode="url"
          {...addressField}
        />
      )}
      {editing?.canDropdown ? (
        <Switch
          label="Dropdown"
          description={
            children > 0
              ? `Holds ${children} ${children === 1 ? "item" : "items"}; move them out to turn this off.`
              : "Shows the items you move under it in a dropdown menu."
          }
          checked={dropdown || children > 0}
          disabled={children > 0}
          onChange={(e) => setDropdown(e.currentTarget.checked)}
        />
      ) : null}
    </FormModal>
  );
}
