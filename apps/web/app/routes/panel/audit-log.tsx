import { IconHistory, IconUser } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  AUDIT_COLUMNS,
  AuditCard,
  auditRowAttributes,
} from "../../components/audit-log/audit-rows.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { RecordListScreen } from "../../components/panel/record-list/RecordListScreen.tsx";
import { useRecordList } from "../../components/panel/record-list/use-record-list.ts";
import { auditLogApi, auditLogKeys, PEOPLE_QUERY } from "../../lib/audit-log/api.ts";
import { auditList } from "../../lib/audit-log/list.ts";
import { formatCount } from "../../lib/content/format.ts";
import { usePanel } from "../../lib/panel-context.ts";
import { userKeys } from "../../lib/users/api.ts";

export function meta() {
  return [{ title: "Audit log" }];
}

export const ErrorBoundary = PanelError;

const EMPTY = {
  icon: <IconHistory size={28} />,
  title: "No audit entries yet",
  text: "Sign-ins and every change to content, settings and users are recorded here.",
  noMatchTitle: "No entry matches these filters",
  noMatchText: "Try another user, kind or date range, or clear the filters.",
};

/** The people of the user filter; a user id from an old link that is no longer listed shows too. */
function usePeopleChoices(user: number | null) {
  const { account } = usePanel();
  // Keyed like the users screen's lists, so a change to a user refreshes the names here too.
  const people = useQuery({
    queryKey: [...userKeys.list(account.data?.active_domain_id, PEOPLE_QUERY), "options"],
    queryFn: auditLogApi.people,
    meta: { silent: true },
  });
  return useMemo(() => {
    const options = [...(people.data ?? [])];
    if (user !== null && !options.some((o) => o.value === String(user))) {
      options.push({ value: String(user), label: `User ${user}` });
    }
    return {
      options,
      icon: <IconUser size={16} aria-hidden />,
      error: people.isError ? "The users could not be loaded." : undefined,
    };
  }, [people.data, people.isError, user]);
}

/**
 * The domain's audit log (site admins and super admins; the layout refuses other roles): who
 * signed in or changed what and when, filters in the URL, pages, CSV export.
 */
export default function AuditLog() {
  const screen = useRecordList(auditList, { queryKey: auditLogKeys.list, fetch: auditLogApi.list });
  const user = usePeopleChoices(screen.state.user);
  return (
    <RecordListScreen
      screen={screen}
      title="Audit log"
      count={(total) => formatCount(total, "entry", "entries")}
      exportCsv={auditLogApi.exportCsv}
      errorTitle="The audit log could not be loaded"
      empty={EMPTY}
      filterChoices={{ user }}
      label="Audit log"
      labelTable
      columns={AUDIT_COLUMNS}
      card={AuditCard}
      rowKey={(e) => e.id}
      rowAttributes={auditRowAttributes}
      skeletonRows={8}
    />
  );
}
