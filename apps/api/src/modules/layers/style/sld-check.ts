import { formatFileSize } from '@nuri/domain';
import { XMLValidator } from 'fast-xml-parser';
import { DomainError } from '../../../common/errors/domain-error';

/** An SLD file may be at most 1 MB. */
export const SLD_MAX_BYTES = 1048576;
export const SLD_EXTENSIONS = ['sld', 'xml'] as const;

const ROOT = 'StyledLayerDescriptor';

function invalid(messageKey: string, params: Record<string, string | number> = {}): DomainError {
  return new DomainError('VALIDATION_FAILED', messageKey, params, [{ field: 'sld', message: messageKey, params }]);
}

/**
 * The text of an SLD upload: UTF-8, at most 1 MB, well-formed XML without DOCTYPE or entity
 * declarations, whose root element is StyledLayerDescriptor (any namespace prefix).
 */
export function checkSld(bytes: Buffer): string {
  if (bytes.length > SLD_MAX_BYTES) {
    throw new DomainError('PAYLOAD_TOO_LARGE', 'layer.sldTooLarge', { limit: formatFileSize(SLD_MAX_BYTES) });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw invalid('layer.sldInvalidXml', { line: 1, col: 1, detail: 'not UTF-8 text' });
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw invalid('layer.sldDoctype');
  const result = XMLValidator.validate(text);
  if (result !== true) {
    throw invalid('layer.sldInvalidXml', { line: result.err.line, col: result.err.col, detail: result.err.msg });
  }
  const root = rootElement(text);
  if (root.split(':').pop() !== ROOT) throw invalid('layer.sldNotSld', { root });
  return text;
}

/** Name of the first element, after the declaration, processing instructions and comments. */
function rootElement(xml: string): string {
  const body = xml.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  return /<([^\s/>!?]+)/.exec(body)?.[1] ?? '';
}
