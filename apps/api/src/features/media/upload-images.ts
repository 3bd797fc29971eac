import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { addFieldError, type FieldErrors, HttpError, validationFailed } from "../../http/errors.ts";
import type { Jobs } from "../../jobs/jobs.ts";
import type { Storage } from "../../storage/storage.ts";
import { newHashedName } from "./image-files.ts";
import { queueImageVariants, variantsAtUpload } from "./image-variants.ts";
import { imageSlots, MEMBER_UPLOADS, type SlotClaim } from "./limit.ts";
import type { MediaDomain, MediaRow } from "./media-row.ts";
import { assertWithinMemberQuota } from "./member-media.ts";
import { encodeImage, ImageRejected, type ProcessedImage } from "./pipeline.ts";
import { fileField, type UploadedFile } from "./read-upload.ts";
import { saveImages } from "./save-images.ts";
import type { MediaActor } from "./visible-media.ts";

export type UploadDeps = {
  db: Db;
  storage: Storage;
  jobs: Jobs;
  config: Pick<Config, "media" | "memberMediaMaxMb" | "s3">;
  warn: (message: string) => void;
};

export type UploadInput = {
  files: UploadedFile[];
  alt: string;
  actor: MediaActor;
  /** True once the client has gone away: the work stops, nothing is stored. */
  clientGone: () => boolean;
};

/** What an upload whose client went away answers (to no one; the request log shows it). */
const uploadCancelled = () => new HttpError(499, "The upload was cancelled.");

/**
 * Stores the inspected files of an upload (read-upload.ts), all or nothing. A member's quota is
 * checked from the bytes sent before anything is decoded, and again from the re-encoded sizes
 * it stores. Each file is re-encoded in an image slot (limit.ts) claimed for the uploader, one
 * shared slot for all members' uploads; between files and before storing, a client that went
 * away ends the work with nothing stored.
 */
export async function uploadImages(
  deps: UploadDeps,
  domain: MediaDomain,
  input: UploadInput,
): Promise<MediaRow[]> {
  const { db, storage, config } = deps;
  const { actor, files } = input;
  const sent = files.reduce((total, file) => total + file.image.input.length, 0);
  await assertWithinMemberQuota(db, actor, sent, config.memberMediaMaxMb);

  const claim: SlotClaim = {
    owner: `user:${actor.userId}`,
    ...(actor.scope === null ? {} : { group: MEMBER_UPLOADS }),
  };
  const stillThere = () => {
    if (input.clientGone()) throw uploadCancelled();
  };
  const images: (ProcessedImage & { name: string })[] = [];
  const errors: FieldErrors = {};
  for (const [position, file] of files.entries()) {
    stillThere();
    try {
      const image = await imageSlots.run(claim, () => {
        stillThere(); // gone while waiting: the slot goes to the next job at once
        return encodeImage(file.image);
      });
      images.push({ ...image, name: file.name });
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      addFieldError(errors, fileField(position, files.length), error.message);
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const stored = images.reduce((total, image) => total + image.data.length, 0);
  await assertWithinMemberQuota(db, actor, stored, config.memberMediaMaxMb);

  stillThere();
  const eager = variantsAtUpload(config);
  const rows = await saveImages(
    db,
    storage,
    domain,
    images.map((image) => ({ ...image, hashedName: newHashedName(), alt: input.alt })),
    { variants: eager, uploadedBy: actor.userId, claim },
  );
  if (!eager) await queueImageVariants(deps.jobs, domain.host, rows, deps.warn);
  return rows;
}
