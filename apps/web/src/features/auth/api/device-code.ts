import { deviceCode, deviceCodePoll } from '@ott/contracts/endpoints/viewer/auth';
import { call } from '../../../lib/api-call';

/** This browser asks for a code to show; a signed-in user enters it elsewhere. */
export const requestDeviceCode = () => call(deviceCode);

/** The server knows this browser's code by its API key; a code past its time answers 400. */
export const pollDeviceCode = () => call(deviceCodePoll);
