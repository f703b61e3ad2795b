import { AdminBranding, type AdminBrandingUpdate, type BrandingImageKind } from '@ott/contracts/admin-branding';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

const path = (channelKey: string) => `/channels/${encodeURIComponent(channelKey)}/branding`;

export const brandingQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['branding', channelKey], queryFn: () => api.get<AdminBranding>(path(channelKey), AdminBranding) });

export const saveBranding = (channelKey: string, body: AdminBrandingUpdate) => api.put<AdminBranding>(path(channelKey), body);
export const imagePath = (channelKey: string, kind: BrandingImageKind) => `${path(channelKey)}/${kind}`;
export const removeImage = (channelKey: string, kind: BrandingImageKind) => api.delete<AdminBranding>(imagePath(channelKey, kind));
