import { Stack, Tabs, Text, Title } from "@mantine/core";
import {
  IconAlertTriangle,
  IconBrandInstagram,
  IconChartBar,
  IconListDetails,
  IconPalette,
  IconSeo,
  IconSettings,
} from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { AnalyticsTab } from "../../components/settings/AnalyticsTab.tsx";
import { ColorsTab } from "../../components/settings/ColorsTab.tsx";
import { MenusTab } from "../../components/settings/MenusTab.tsx";
import { NotFoundTab } from "../../components/settings/NotFoundTab.tsx";
import { OptionsTab } from "../../components/settings/OptionsTab.tsx";
import { SeoTab } from "../../components/settings/SeoTab.tsx";
import { SocialsTab } from "../../components/settings/SocialsTab.tsx";

export function meta() {
  return [{ title: "Site options" }];
}

export const ErrorBoundary = PanelError;

const TABS = [
  { value: "colors", label: "Colors", icon: IconPalette, Panel: ColorsTab },
  { value: "options", label: "Options", icon: IconSettings, Panel: OptionsTab },
  { value: "socials", label: "Socials", icon: IconBrandInstagram, Panel: SocialsTab },
  { value: "menus", label: "Menus", icon: IconListDetails, Panel: MenusTab },
  { value: "analytics", label: "Analytics", icon: IconChartBar, Panel: AnalyticsTab },
  { value: "seo", label: "SEO", icon: IconSeo, Panel: SeoTab },
  { value: "not-found", label: "Not-found page", icon: IconAlertTriangle, Panel: NotFoundTab },
] as const;
type TabValue = (typeof TABS)[number]["value"];

/** /panel/site-options: the active domain's settings, one tab each, the tab kept in the URL. */
export default function SiteOptions() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabValue = TABS.some((t) => t.value === requested)
    ? (requested as TabValue)
    : "colors";
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Site options</Title>
        <Text c="dimmed">What visitors of this domain see on every page.</Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto" }}>
          {TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
