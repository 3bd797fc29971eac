import type { CuisineTag } from "@fooddir/contract";
import { useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useMemo, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentKeys } from "../../lib/content/api.ts";
import { cuisineOptions } from "../../lib/content/options.ts";
import { fakeApi } from "../../testing/fake-api.ts";
import { apiFetchError, renderScreen, testQueryClient } from "../../testing/render-screen.tsx";
import { CuisineTagsField } from "./CuisineTagsField.tsx";

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((_path, options) => {
  if (options.method === "POST") {
    const tag = { id: 99, ...(options.body as { title: string; icon_data: string }) };
    stored.push(tag);
    return { data: tag };
  }
  return { data: [], meta: { total: 0 } };
});

beforeEach(() => {
  stored.splice(0, stored.length, { id: 1, title: "Mexican", icon_data: "{}" });
});

afterEach(cleanup);

/** The domain's tags on the "server". */
const stored: CuisineTag[] = [];

/** The field as the post form uses it: options from the tag list query, values in state. */
function Form({ onValues }: { onValues: (v: string[]) => void }) {
  const tags = useQuery({
    queryKey: contentKeys.cuisineTags,
    queryFn: async () => [...stored],
    staleTime: Number.POSITIVE_INFINITY,
  });
  const options = useMemo(() => cuisineOptions(tags.data), [tags.data]);
  const [value, setValue] = useState<string[]>([]);
  return (
    <CuisineTagsField
      label="Cuisines"
      options={options}
      loading={tags.isPending}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValues(v);
      }}
    />
  );
}

function renderField() {
  const client = testQueryClient();
  client.setQueryData(contentKeys.cuisineTags, [...stored]);
  const onValues = vi.fn();
  renderScreen(<Form onValues={onValues} />, { client });
  const input = screen.getByRole("combobox", { name: "Cuisines" });
  const type = (text: string) => {
    fireEvent.focus(input);
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: text } });
  };
  return { client, onValues, input, type };
}

describe("the post form's cuisine field", { timeout: 30_000 }, () => {
  it("creates a cuisine of the typed text, selects it and lists it", async () => {
    const { client, onValues, type } = renderField();
    type("Tex-Mex");
    fireEvent.click(await screen.findByRole("option", { name: "Create cuisine “Tex-Mex”" }));
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith(["99"]));
    expect(api.calls).toEqual([
      {
        path: "/api/cuisine-tags",
        options: { method: "POST", body: { title: "Tex-Mex", icon_data: "{}" } },
      },
    ]);
    expect(client.getQueryData<CuisineTag[]>(contentKeys.cuisineTags)?.map((t) => t.title)).toEqual(
      ["Mexican", "Tex-Mex"],
    );
    expect(await screen.findByText("Tex-Mex")).toBeTruthy();
  });

  it("offers no create for a name the list has, whatever its case", async () => {
    const { type } = renderField();
    type("mexican");
    expect(await screen.findByRole("option", { name: "Mexican" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: /^Create cuisine/ })).toBeNull();
  });

  it("shows a refused create at the field and keeps the typed text", async () => {
    const message = "A cuisine with this name already exists.";
    api.failWith = apiFetchError(422, { message, errors: { title: [message] } });
    const { onValues, input, type } = renderField();
    type("Thai");
    fireEvent.click(await screen.findByRole("option", { name: "Create cuisine “Thai”" }));
    expect(await screen.findByText("A cuisine with this name already exists.")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect((input as HTMLInputElement).value).toBe("Thai");
    expect(onValues).not.toHaveBeenCalled();
  });
});
