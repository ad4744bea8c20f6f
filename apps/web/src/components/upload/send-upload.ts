import type { OssAuth, UploadKind } from '@kg/domain';
import { uploadApi, uploadTarget } from '../../api/uploads';
import { buildUploadForm, contentTypeOf, readUploadAnswer, uploadPercent } from './upload-form';

/** An upload the storage refused or that never arrived; `txt` is the server's translated reason when it gave one. */
export class UploadFailed extends Error {
  constructor(readonly txt: string) {
    super(txt || 'upload failed');
  }
}

/** Posts the presigned form with XMLHttpRequest (fetch reports no upload progress). */
function post(url: string, form: FormData, onProgress: (percent: number) => void, signal?: AbortSignal) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => onProgress(uploadPercent(event.loaded, event.lengthComputable ? event.total : 0));
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => reject(new UploadFailed(''));
    xhr.onabort = () => reject(new UploadFailed(''));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

export interface SendUploadInput {
  file: File;
  kind: UploadKind;
  module: string;
  storage: 'local' | 's3' | undefined;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * One upload (docs/architecture.md, section 8): authorise, post straight to storage with progress, confirm when the
 * storage is a service (S3); answers the stored path the record saves. Authorisation refusals reject
 * with the ApiError of the client (its txt translated), storage refusals with UploadFailed.
 */
export async function sendUpload({ file, kind, module, storage, onProgress, signal }: SendUploadInput): Promise<string> {
  const contentType = contentTypeOf(file.name, file.type);
  const auth: OssAuth = await uploadApi.authorize({ module, kind, fileName: file.name, size: file.size, contentType });
  onProgress(0);
  const answer = await post(uploadTarget(auth.url), buildUploadForm(auth.fields, file, file.name), onProgress, signal);
  const outcome = readUploadAnswer(answer.status, answer.body);
  if (!outcome.ok) throw new UploadFailed(outcome.txt);
  if (storage === 's3' || outcome.path === null) await uploadApi.confirm(auth.path);
  onProgress(100);
  return outcome.path ?? auth.path;
}
