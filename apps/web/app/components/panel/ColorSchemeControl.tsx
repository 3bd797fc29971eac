import {
  type MantineColorScheme,
  SegmentedControl,
  Tooltip,
  useMantineColorScheme,
} from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import { useEffect, useState } from "react";

const OPTIONS = [
  { value: "light", label: "Light", Icon: IconSun },
  { value: "dark", label: "Dark", Icon: IconMoon },
  { value: "auto", label: "Device", Icon: IconDeviceDesktop },
] as const;

/** Theme preference light / dark / device (spec §4); persisted by Mantine's manager. */
export function ColorSchemeControl() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // The stored choice is only known in the browser; render the default until mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <SegmentedControl
      role="radiogroup"
      aria-label="Color scheme"
      size="xs"
      radius="xl"
      value={mounted ? colorScheme : "auto"}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={OPTIONS.map(({ value, label, Icon }) => ({
        value,
        label: (
          <Tooltip label={label} withArrow openDelay={300}>
            <span style={{ display: "flex", alignItems: "center", padding: "2px 2px" }}>
              <Icon size={16} stroke={1.8} role="img" aria-label={label} />
            </span>
          </Tooltip>
        ),
      }))}
    />
  );
}
