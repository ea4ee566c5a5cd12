import type { FastifyRequest } from 'fastify';
import { NFT_BULK_INFO_MAX_BYTES, NFT_BULK_METADATA_MAX_BYTES } from '@mintfront/domain';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldError } from '../../platform/http/validation.ts';
import type { UploadedPart } from './nft-bulk.service.ts';

export type BulkForm = {
  fields: Record<string, string>;
  info?: UploadedPart;
  metadata?: UploadedPart;
};

/** The folder list of 20,000 files with long names is several MB of JSON; a text field may carry that much. */
const FIELD_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Reads POST /api/tokens/multipleCreate: text fields `type` and `files`, and the file parts `info`
 * (XLSX) and `metadata` (JSON), each held in memory up to its limit (E18 beyond).
 */
export async function readBulkForm(req: FastifyRequest): Promise<BulkForm> {
  if (!req.isMultipart()) throw fieldError('info', 'required');
  const form: BulkForm = { fields: {} };
  const parts = req.parts({
    limits: {
      fileSize: Math.max(NFT_BULK_INFO_MAX_BYTES, NFT_BULK_METADATA_MAX_BYTES) + 1,
      files: 2,
      fields: 4,
      fieldSize: FIELD_MAX_BYTES,
      parts: 6,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw fieldError(part.fieldname, 'tooLong');
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === 'info' || part.fieldname === 'metadata')
        form[part.fieldname] = { bytes, fileName: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('E18');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT')
      throw fieldError('body', 'invalid');
    throw error;
  }
  return form;
}
