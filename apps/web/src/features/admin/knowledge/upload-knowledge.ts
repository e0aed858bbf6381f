import type { UploadKnowledgeResult } from "@studio/shared";

export interface UploadProgress {
  /** Bytes sent so far, as a percentage (0-100). */
  percent: number;
  /** True once every byte is sent and the server is extracting the text. */
  processing: boolean;
}

/**
 * Sends a document to POST /api/knowledge-base/upload. XMLHttpRequest rather than fetch, because
 * only it reports upload progress for the progress bar. Rejects with the server's message.
 */
export function uploadKnowledgeDocument(
  fields: { file: File; productId: string; botType: string },
  onProgress: (progress: UploadProgress) => void,
  fallbackError: string,
): Promise<UploadKnowledgeResult> {
  const form = new FormData();
  // Fields first, the file last: the server reads the parts in order.
  form.append("productId", fields.productId);
  form.append("botType", fields.botType);
  form.append("file", fields.file, fields.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/knowledge-base/upload");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      const percent = Math.round((event.loaded / event.total) * 100);
      onProgress({ percent, processing: event.loaded >= event.total });
    };
    xhr.upload.onload = () => onProgress({ percent: 100, processing: true });
    xhr.onload = () => {
      const body = xhr.response as (UploadKnowledgeResult & { error?: string }) | null;
      if (xhr.status === 201 && body?.entries) resolve({ entries: body.entries });
      else reject(new Error(body?.error ?? fallbackError));
    };
    xhr.onerror = () => reject(new Error(fallbackError));
    xhr.send(form);
  });
}
