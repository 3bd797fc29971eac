/**
 * Saves text as a file (a CSV export, the recovery codes) through a temporary object URL and
 * `<a download>`.
 */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; revoke it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
