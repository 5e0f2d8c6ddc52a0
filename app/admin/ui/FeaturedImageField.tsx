// The editor's featured image: an address typed in, or an image chosen from the computer and uploaded to the media
// library (the same upload as pasted images); a preview shows what readers will see, or says it cannot be loaded.
import { useId, useRef, useState } from "react";
import { errorMessage } from "./admin-api";
import { BUTTON_CLASSES, Field, INPUT_CLASS } from "./controls";
import { mediaPreviewUrl, useMediaUpload } from "./use-media-upload";

export const FEATURED_IMAGE_TYPES = "image/png,image/jpeg,image/gif,image/webp,image/avif";

export function FeaturedImageField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const upload = useMediaUpload();
  const chooser = useRef<HTMLInputElement>(null);
  const chooserId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const preview = value.trim() ? mediaPreviewUrl(value.trim()) : null;

  async function uploadChosen(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      onChange(await upload(file, file.name));
    } catch (failure) {
      setUploadError(errorMessage(failure, "The image could not be uploaded"));
    } finally {
      setUploading(false);
      if (chooser.current) chooser.current.value = "";
    }
  }

  return (
    <div className="grid gap-2">
      <Field label="Featured Image URL" error={error}>
        {(props) => (
          <input
            {...props}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="https://example.com/image.jpg or upload one"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={chooserId} className="sr-only">
          Choose a featured image to upload
        </label>
        <input
          id={chooserId}
          ref={chooser}
          type="file"
          accept={FEATURED_IMAGE_TYPES}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void uploadChosen(event.target.files?.[0])}
        />
        <button
          type="button"
          className={`${BUTTON_CLASSES.secondary} px-3 py-1.5 text-xs`}
          disabled={uploading}
          onClick={() => chooser.current?.click()}
        >
          {uploading ? "Uploading..." : "Upload image"}
        </button>
        {value && (
          <button
            type="button"
            className={`${BUTTON_CLASSES.ghost} px-3 py-1.5 text-xs`}
            disabled={uploading}
            onClick={() => onChange("")}
          >
            Remove
          </button>
        )}
      </div>
      {uploadError && (
        <p role="alert" className="text-sm text-red-400">
          {uploadError}
        </p>
      )}
      {preview &&
        (brokenPreview === preview ? (
          <p className="text-sm text-amber-300">The image at this address could not be loaded.</p>
        ) : (
          <img
            src={preview}
            alt="Featured image preview"
            width={1200}
            height={630}
            className="aspect-[1200/630] w-full rounded-md border border-line object-cover"
            onError={() => setBrokenPreview(preview)}
          />
        ))}
    </div>
  );
}
