import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { XlsxError } from './xlsx-error.ts';

export type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/** The element's name without its prefix: some writers (OpenXML SDK) use `x:row` for `row`. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses an XML part chunk by chunk, calling the handlers; yields after each chunk so the caller
 * can hand on what the handlers collected. A DOCTYPE is refused (no entity expansion, ever).
 */
export function* parseXml(
  chunks: Iterable<Uint8Array>,
  partName: string,
  handlers: XmlHandlers,
): Generator<void> {
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  parser.on('error', (error) => {
    throw new XlsxError('xml', `part ${partName} is not valid XML (${error.message})`);
  });
  parser.on('doctype', () => {
    throw new XlsxError('xml', `part ${partName} holds a DOCTYPE, which is not accepted`);
  });
  const { open, close, text } = handlers;
  if (open) parser.on('opentag', (tag: SaxesTagPlain) => open(local(tag.name), tag.attributes));
  if (close) parser.on('closetag', (tag) => close(local(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new XlsxError('xml', `part ${partName} is not valid UTF-8`);
    }
  };
  for (const chunk of chunks) {
    parser.write(decode(chunk));
    yield;
  }
  parser.write(decode());
  parser.close();
  yield;
}

/** Runs parseXml to its end (for the small parts: relationships, workbook, shared strings). */
export function parseWholeXml(
  chunks: Iterable<Uint8Array>,
  partName: string,
  handlers: XmlHandlers,
) {
  for (const _ of parseXml(chunks, partName, handlers));
}
