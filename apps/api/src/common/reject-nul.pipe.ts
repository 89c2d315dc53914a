import { Injectable, PipeTransform } from '@nestjs/common';
import { ValidationFailedError, type FieldError } from './errors/domain-error';

/** Dotted paths of every string inside value that holds a NUL character. */
function nulPaths(value: unknown, path: string, out: string[], depth = 0): void {
  if (depth > 20) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulPaths(v, path ? `${path}.${i}` : String(i), out, depth + 1));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) nulPaths(v, path ? `${path}.${k}` : k, out, depth + 1);
  }
}

/**
 * Global pipe ahead of validation: PostgreSQL text cannot hold U+0000, so a NUL anywhere in a
 * path parameter, query or body is refused as a field error (400) instead of failing in the
 * database (500).
 */
@Injectable()
export class RejectNulPipe implements PipeTransform {
  transform(value: unknown, metadata: { data?: string }): unknown {
    const paths: string[] = [];
    nulPaths(value, metadata.data ?? '', paths);
    if (paths.length) {
      const fields: FieldError[] = paths.map((field) => ({ field: field || 'value', message: 'validation.nulCharacter' }));
      throw new ValidationFailedError(fields);
    }
    return value;
  }
}
