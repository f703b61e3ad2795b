import type { AdminBrandingUpdate, BrandingImageKind } from '@ott/contracts/admin-branding';
import { branding, removeImage as removeImageEndpoint, saveBranding as saveBrandingEndpoint, uploadImage } from '@ott/contracts/endpoints/admin/branding';
import { queryOptions } from '@tanstack/react-query';
import { call, inChannel, uploadTo } from '../../lib/api-call';

export const brandingQuery = (channelKey: string) =>
  queryOptions({ queryKey: ['branding', channelKey], queryFn: () => call(branding, { params: inChannel(channelKey) }) });

export const saveBranding = (channelKey: string, body: AdminBrandingUpdate) => call(saveBrandingEndpoint, { params: inChannel(channelKey), body });
export const imageUpload = (channelKey: string, kind: BrandingImageKind) => uploadTo(uploadImage, inChannel(channelKey, { kind }));
export const removeImage = (channelKey: string, kind: BrandingImageKind) => call(removeImageEndpoint, { params: inChannel(channelKey, { kind }) });
