import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';

/** Text that is empty after trimming becomes null; other text is trimmed; anything else passes as it is. */
export const trimmedOrNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/**
 * An optional text field that an edit can clear (docs/api-guide.md "Clearing an optional field"):
 * absent keeps the stored value, null or empty text clears it (stored as null), anything else is
 * text of at most `maxLength` characters, trimmed. The web apps send null for a field the user
 * emptied (the client's request cleanup drops empty fields otherwise, spec 000 §5).
 */
export function ClearableText(maxLength: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength }),
    IsOptional(),
    Transform(trimmedOrNull),
    ValidateIf((_, value) => value !== null),
    IsString(),
    MaxLength(maxLength),
  );
}
