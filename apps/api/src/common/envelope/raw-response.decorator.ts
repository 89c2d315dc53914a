import { SetMetadata } from '@nestjs/common';

export const RAW_RESPONSE = 'nuri:raw-response';

/** Marks a handler whose answer is not wrapped in the envelope (tiles, OGC API, files). */
export const RawResponse = (): MethodDecorator & ClassDecorator => SetMetadata(RAW_RESPONSE, true);
