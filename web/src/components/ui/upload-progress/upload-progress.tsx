/** Bytes and percent of an upload, as a bar and as words (the words are what screen readers read). */
import './upload-progress.css';
import { formatFileSize } from '../../../lib/format-file-size';
import type { UploadProgress as Progress } from '../../../lib/uploads/upload-types';

export function UploadProgress({ progress, labelId }: { progress: Progress; labelId: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress.percent)));
  return (
    <div className="upload-progress">
      <progress
        className="upload-progress__bar"
        max={100}
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={`${percent}%`}
      />
      <p className="upload-progress__text">
        {formatFileSize(progress.loadedBytes)} of {formatFileSize(progress.totalBytes)} ({percent}%)
      </p>
    </div>
  );
}
