import { Badge } from "@mantine/core";
import { formName } from "../../lib/submissions/format.ts";

const COLORS: Record<string, string> = { join: "teal", catering: "orange", contact: "blue" };

/** The form a submission came from, as a light badge (readable in light and dark mode). */
export function SubmissionFormBadge({ form }: { form: string }) {
  return (
    <Badge variant="light" color={COLORS[form] ?? "gray"} radius="sm" tt="none">
      {formName(form)}
    </Badge>
  );
}
