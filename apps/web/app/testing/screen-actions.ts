import { fireEvent, screen, within } from "@testing-library/react";

/** What the panel screens' tests do on a record list screen: its rows, its dialogs, a retry. */

/** The rows of the list named `name` once it shows, and their texts by test id. */
export async function listRows(name: string) {
  const list = await screen.findByRole("list", { name });
  const rows = within(list).getAllByRole("listitem");
  const texts = (id: string) => rows.map((r) => within(r).getByTestId(id).textContent);
  return { rows, texts };
}

/** Clicks Retry after a failed load, then waits for the list named `name` to show. */
export async function retryShowsList(name: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole("button", { name: "Retry" }));
  return screen.findByRole("list", { name });
}

/** Clicks the button named `button` once it shows, then waits for the dialog `dialog` it opens. */
export async function openDialog(button: string, dialog: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole("button", { name: button }));
  return screen.findByRole("dialog", { name: dialog });
}

/** Clicks the Save button of a form dialog. */
export const clickSave = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

/** Clicks "Delete `name`", then Delete in the dialog "Delete `name`?" it opens; returns that dialog. */
export async function confirmDelete(name: string): Promise<HTMLElement> {
  const dialog = await openDialog(`Delete ${name}`, `Delete ${name}?`);
  fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
  return dialog;
}
