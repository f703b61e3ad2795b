/** What an order buys, whatever package sells it: 'event:12', 'package:3', 'subscription:5'. */
export const itemKey = (type: 'event' | 'package' | 'subscription', id: number): string => `${type}:${id}`;
