import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidateIf } from 'class-validator';
import { FieldError, ValidationFailedError } from './errors/domain-error';

/** Flattens nested class-validator errors into { field, message } with dotted paths. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const field = parent ? `${parent}.${e.property}` : e.property;
    for (const message of Object.values(e.constraints ?? {})) out.push({ field, message });
    if (e.children?.length) out.push(...flattenValidationErrors(e.children, field));
  }
  return out;
}

/** The global validation pipe: whitelist DTO fields, convert types, list every field error. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new ValidationFailedError(flattenValidationErrors(errors)),
  });
}

/**
 * Like @IsOptional() for fields that may be left out but never set to null: null is validated
 * (and refused by the field's rules) instead of being skipped and reaching a NOT NULL column.
 */
export function OptionalNotNull(): PropertyDecorator {
  return ValidateIf((_, value) => value !== undefined);
}

export const AT_LEAST_ONE_FIELD = 'nuri:at-least-one-field';

/**
 * The body must carry at least one of its (all optional) fields; the service refuses an empty
 * one with 400. The OpenAPI document says so with `minProperties: 1` (swagger.ts).
 */
export function AtLeastOneField(): ClassDecorator {
  return (target) => Reflect.defineMetadata(AT_LEAST_ONE_FIELD, true, target);
}

export const REQUIRED_BY_SERVICE = 'nuri:required-by-service';

/**
 * The field passes validation when absent (so the service can refuse it with the spec's own
 * message) but the request is refused without it: the OpenAPI document lists it as required.
 */
export function RequiredByService(): PropertyDecorator {
  return (target, key) => {
    const fields = (Reflect.getMetadata(REQUIRED_BY_SERVICE, target.constructor) as string[] | undefined) ?? [];
    Reflect.defineMetadata(REQUIRED_BY_SERVICE, [...fields, String(key)], target.constructor);
  };
}
