import { createPasswordEncryptor, type PasswordEncryptor } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { useMemo } from 'react';

/** Encrypts passwords under the key of GET /api/auth/public-key (fetched once, on first use). */
export function usePasswordEncryptor(): PasswordEncryptor {
  const api = useApi();
  return useMemo(() => createPasswordEncryptor(() => api.unwrap(api.GET('/api/auth/public-key'))), [api]);
}
