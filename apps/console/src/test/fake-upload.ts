import { ok } from './fake-api.ts';

/** A chunk POST answered at once (the upload field sends chunks by XMLHttpRequest for progress). */
export class ChunkXhr {
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    const size = (form.get('file') as Blob | null)?.size ?? 0;
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: size });
      this.status = 200;
      this.responseText = JSON.stringify(ok({ size }));
      this.onload?.();
    }, 0);
  }
}
