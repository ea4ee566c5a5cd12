import { useRef, useState } from 'react';
import type { ImportNftsBody, Nft, NftImportRefusal } from '@mintfront/domain';
import { useImportNfts } from '../../../api/nfts.ts';

/** Tokens per call: each is read on chain with its metadata and image, so a call stays short and progress moves. */
export const IMPORT_BATCH = 5;

export type ImportRun = {
  total: number;
  done: number;
  imported: Nft[];
  refused: NftImportRefusal[];
  state: 'running' | 'stopping' | 'done' | 'stopped' | 'failed';
  contractId: number;
  /** Why the run ended early (state 'failed'). */
  error?: unknown;
};

/**
 * Imports the token IDs a few at a time (POST /api/tokens/import per batch), adding up what each
 * call imported and refused, so the screen can show progress and stop between batches.
 */
export function useNftImportRun() {
  const importNfts = useImportNfts();
  const [run, setRun] = useState<ImportRun | null>(null);
  const stopAsked = useRef(false);

  async function start(body: ImportNftsBody) {
    const ids = body.token_ids;
    stopAsked.current = false;
    let current: ImportRun = {
      total: ids.length,
      done: 0,
      imported: [],
      refused: [],
      state: 'running',
      contractId: body.contract_id,
    };
    setRun(current);
    for (let at = 0; at < ids.length; at += IMPORT_BATCH) {
      if (stopAsked.current) {
        setRun((current = { ...current, state: 'stopped' }));
        return current;
      }
      const batch = ids.slice(at, at + IMPORT_BATCH);
      try {
        const result = await importNfts.mutateAsync({ ...body, token_ids: batch });
        current = {
          ...current,
          done: current.done + batch.length,
          imported: [...current.imported, ...result.imported],
          refused: [...current.refused, ...result.refused],
        };
        setRun(current);
      } catch (error) {
        current = { ...current, state: 'failed', error };
        // Refused before anything was read (a field, the chain): back to the form, which shows why.
        setRun(current.done === 0 ? null : current);
        return current;
      }
    }
    setRun((current = { ...current, state: 'done' }));
    return current;
  }

  function stop() {
    stopAsked.current = true;
    setRun((r) => (r && r.state === 'running' ? { ...r, state: 'stopping' } : r));
  }

  return { run, start, stop, reset: () => setRun(null) };
}
