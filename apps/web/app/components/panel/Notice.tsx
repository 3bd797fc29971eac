import { Alert } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof Alert>, "icon" | "variant"> & { icon: TablerIcon };

/** A light Alert led by an 18px icon that screen readers skip: the panel's notice. */
export function Notice({ icon: Icon, ...props }: Props) {
  return <Alert variant="light" icon={<Icon size={18} aria-hidden />} {...props} />;
}
