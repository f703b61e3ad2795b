import type { DeviceCode, DeviceCodePoll } from '@ott/contracts/auth';
import { api } from '../../../lib/api';

/** This browser asks for a code to show; a signed-in user enters it elsewhere. */
export const requestDeviceCode = () => api.post<DeviceCode>('/auth/device-code');

/** The server knows this browser's code by its API key; a code past its time answers 400. */
export const pollDeviceCode = () => api.post<DeviceCodePoll>('/auth/device-code/poll');
