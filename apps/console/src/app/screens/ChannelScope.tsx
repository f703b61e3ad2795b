import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useOptionalConsoleChannel } from '../../lib/console-channel';
import { rememberChannel } from '../../lib/session';
import { NotFound } from './NotFound';

/** `/admin/channels/:channelKey/*`: only for a channel the operator holds (else the 404 page, as the server answers). */
export function ChannelScope() {
  const channel = useOptionalConsoleChannel();
  useEffect(() => {
    if (channel) rememberChannel(channel.key);
  }, [channel?.key]); // eslint-disable-line react-hooks/exhaustive-deps
  return channel ? <Outlet /> : <NotFound />;
}
