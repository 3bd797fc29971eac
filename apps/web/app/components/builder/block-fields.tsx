import type { Fields } from "@puckeditor/core";
import type { ReactNode } from "react";
import { BlockMediaField } from "./fields/BlockMediaField.tsx";
import {
  CuisineSelectField,
  FaqCategorySelectField,
  MemberPickerField,
} from "./fields/DataSelectFields.tsx";

/**
 * The editor's fields of each block (labels say what a visitor sees). A new block starts empty:
 * placeholders hint at what to write, and an empty block shows nothing on the public page.
 */
const text = (label: string, placeholder?: string) => ({
  type: "text" as const,
  label,
  placeholder,
});
const textarea = (label: string, placeholder?: string) => ({
  type: "textarea" as const,
  label,
  placeholder,
});
const select = (label: string, options: [string, string][]) => ({
  type: "select" as const,
  label,
  options: options.map(([value, optionLabel]) => ({ value, label: optionLabel })),
});
const yesNo = (label: string) => ({
  type: "radio" as const,
  label,
  options: [
    { value: true, label: "Yes" },
    { value: false, label: "No" },
  ],
});
const align = select("Alignment", [
  ["left", "Left"],
  ["center", "Centered"],
]);
const media = (label: string) => ({
  type: "custom" as const,
  label,
  render: ({ value, onChange }: { value: unknown; onChange: (v: unknown) => void }) => (
    <BlockMediaField label={label} value={value as never} onChange={onChange} />
  ),
});
type DataFieldProps<V> = {
  label: string;
  value: V;
  onChange: (value: V) => void;
  readOnly?: boolean;
};
/** A field whose choices are the domain's data (cuisines, members, FAQ categories). */
const dataField = <V,>(
  label: string,
  Field: (props: DataFieldProps<V>) => ReactNode,
  empty: V,
) => ({
  type: "custom" as const,
  label,
  render: ({
    value,
    onChange,
    readOnly,
  }: Omit<DataFieldProps<V>, "label" | "value"> & { value?: V }) => (
    <Field label={label} value={value ?? empty} onChange={onChange} readOnly={readOnly} />
  ),
});
const alt = {
  type: "text" as const,
  label: "Alt text (what the image shows)",
};

export const blockFields: Record<string, Fields> = {
  Heading: {
    text: text("Text", "e.g. Our trucks"),
    level: select("Level", [
      ["2", "Heading 2"],
      ["3", "Heading 3"],
      ["4", "Heading 4"],
    ]),
    align,
  },
  RichText: { text: { type: "richtext", label: "Text", contentEditable: false } },
  Image: {
    image: media("Image"),
    alt,
    caption: text("Caption"),
    width: select("Width", [
      ["content", "Text width"],
      ["wide", "Wide"],
      ["full", "Full width"],
    ]),
  },
  Gallery: {
    images: {
      type: "array",
      label: "Images",
      max: 24,
      arrayFields: { image: media("Image"), alt },
      defaultItemProps: { image: null, alt: "" },
      getItemSummary: (item: { alt?: string }, index?: number) =>
        item.alt || `Image ${(index ?? 0) + 1}`,
    },
    columns: select("Columns", [
      ["2", "2"],
      ["3", "3"],
      ["4", "4"],
    ]),
  },
  Hero: {
    title: text("Title", "e.g. Street food for every occasion"),
    text: textarea("Text", "One or two sentences under the title"),
    image: media("Background image"),
    alt,
    align,
    buttons: {
      type: "array",
      label: "Buttons (at most two)",
      max: 2,
      arrayFields: {
        label: text("Label", "e.g. Meet the members"),
        href: text("Link", "/members or https://…"),
        style: select("Style", [
          ["primary", "Primary"],
          ["secondary", "Secondary"],
        ]),
      },
      defaultItemProps: { label: "", href: "", style: "primary" },
      getItemSummary: (item: { label?: string }) => item.label || "Button",
    },
  },
  Section: {
    title: text("Title (optional)"),
    background: select("Background", [
      ["none", "None"],
      ["muted", "Muted"],
      ["accent", "Accent"],
    ]),
    content: { type: "slot" },
  },
  Columns: {
    layout: select("Layout", [
      ["50-50", "Two equal columns"],
      ["33-67", "Narrow + wide"],
      ["67-33", "Wide + narrow"],
      ["33-33-33", "Three columns"],
    ]),
    column1: { type: "slot" },
    column2: { type: "slot" },
    column3: { type: "slot" },
  },
  MemberGrid: {
    title: text("Title", "e.g. Our members (optional)"),
    mode: select("Members shown", [
      ["all", "All members"],
      ["cuisine", "Members of one cuisine"],
      ["picked", "Hand-picked members"],
    ]),
    cuisine_id: dataField<number | null>("Cuisine", CuisineSelectField, null),
    member_ids: dataField<number[]>("Members", MemberPickerField, []),
    limit: { type: "number", label: "At most", min: 1, max: 48 },
    show_all_link: yesNo("“View all members” link"),
  },
  CuisineList: {
    title: text("Title", "e.g. Browse by cuisine (optional)"),
    show_counts: yesNo("Show member counts"),
  },
  Faq: {
    title: text("Title", "e.g. Frequently asked questions (optional)"),
    category_id: dataField<number | null>("Category", FaqCategorySelectField, null),
  },
  LatestPosts: {
    title: text("Title", "e.g. Latest news (optional)"),
    count: { type: "number", label: "Posts", min: 1, max: 12 },
  },
  CallToAction: {
    title: text("Title", "e.g. Book a truck for your event"),
    text: textarea("Text", "What the visitor gets by following the button"),
    button_label: text("Button label", "e.g. Contact us"),
    button_href: text("Button link", "/contact or https://…"),
  },
  Form: {
    form: select("Form", [
      ["contact", "Contact"],
      ["catering", "Book a truck (catering request)"],
      ["join", "Join the association"],
    ]),
    title: text("Title", "e.g. Get in touch (optional)"),
    text: textarea("Text", "A sentence above the fields (optional)"),
    submit_label: text("Button label (optional)", "Send"),
  },
  Video: {
    url: text("YouTube or Vimeo address", "https://www.youtube.com/watch?v=…"),
    title: text("Title (for screen readers)", "What the video shows"),
  },
  Spacer: {
    size: select("Size", [
      ["sm", "Small"],
      ["md", "Medium"],
      ["lg", "Large"],
      ["xl", "Extra large"],
    ]),
  },
  Divider: {},
  JoinBand: {},
};
