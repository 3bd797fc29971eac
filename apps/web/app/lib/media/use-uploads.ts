import type { MediaItem } from "@fooddir/contract";
import { useCallback, useRef, useState } from "react";
import { apiErrorBody, apiErrorToastText } from "../api/errors.ts";
import { uploadMedia, uploadProblem } from "./upload.ts";

export type UploadEntry = {
  key: string;
  name: string;
  progress: number;
  status: "uploading" | "done" | "error";
  error?: string;
  item?: MediaItem;
};

function patchEntry(key: string, change: Partial<UploadEntry>) {
  return (list: UploadEntry[]) => list.map((e) => (e.key === key ? { ...e, ...change } : e));
}

/** Several uploads at once, each with its own progress; `onUploaded` runs for every success. */
export function useUploads(onUploaded?: (item: MediaItem) => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const seq = useRef(0);

  const upload = useCallback(
    (files: File[] | FileList | null | undefined) => {
      const list = Array.from(files ?? []);
      return Promise.all(
        list.map(async (file) => {
          seq.current += 1;
          const key = `u${seq.current}`;
          const problem = uploadProblem(file);
          setEntries((prev) => [
            ...prev,
            {
              key,
              name: file.name,
              progress: 0,
              status: problem ? "error" : "uploading",
              error: problem ?? undefined,
            },
          ]);
          if (problem) return null;
          try {
            const item = await uploadMedia(file, {
              onProgress: (progress) => setEntries(patchEntry(key, { progress })),
            });
            setEntries(patchEntry(key, { status: "done", progress: 1, item }));
            onUploaded?.(item);
            return item;
          } catch (error) {
            setEntries(
              patchEntry(key, {
                status: "error",
                error: apiErrorToastText(apiErrorBody(error)) ?? "Upload failed.",
              }),
            );
            return null;
          }
        }),
      );
    },
    [onUploaded],
  );

  const clearFinished = useCallback(
    () => setEntries((list) => list.filter((e) => e.status === "uploading")),
    [],
  );
  return { entries, upload, clearFinished };
}
